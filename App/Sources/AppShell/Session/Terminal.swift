import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct Terminal {
    var lines: () -> AsyncStream<InputLine>
    var inputIsTerminal: Bool
    /// Whether standard output is a terminal too, where a typed command is already on screen.
    var outputIsTerminal: Bool
    /// Where the prompt goes: standard error, so standard output keeps only events.
    var writePrompt: (String) -> Void
    var editor: TerminalPrompt?

    static func standard(
        writePrompt: @escaping (String) -> Void = StandardError.write,
        waitForOutput: @escaping @Sendable () -> Void = {}
    ) -> Terminal {
        Terminal(
            lines: { StandardInputLines.stream() },
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            writePrompt: writePrompt,
            editor: TerminalPrompt(
                waitForOutput: waitForOutput, warn: { StandardError.writeLine("app-shell: \($0)") }))
    }
}
