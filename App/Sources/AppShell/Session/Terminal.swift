import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What interactive mode reads its lines from and shows its prompt on.
struct Terminal {
    var lines: () -> AsyncStream<InputLine>
    var inputIsTerminal: Bool
    var outputIsTerminal: Bool
    var writePrompt: (String) -> Void

    static func standard(writePrompt: @escaping (String) -> Void = StandardError.write) -> Terminal {
        Terminal(
            lines: { StandardInputLines.stream() },
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            writePrompt: writePrompt)
    }
}
