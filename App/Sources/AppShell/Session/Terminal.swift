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
    /// The lines typed (or piped in), each read when the session asks for the next.
    var lines: () -> AsyncStream<InputLine>
    /// Whether a person is typing: only then is there a prompt.
    var inputIsTerminal: Bool
    /// Whether standard output is a terminal too, where a typed command is already on screen.
    var outputIsTerminal: Bool
    /// Where the prompt goes: standard error, so standard output keeps only events.
    var writePrompt: (String) -> Void
    /// The line editor, when standard input and error are both terminals.
    var editor: TerminalPrompt?

    /// Standard input, output and error as a terminal.
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
