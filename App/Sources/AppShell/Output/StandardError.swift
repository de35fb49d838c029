import Design

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard error, for the one-line reason a session could not run, the prompt and the logs.
enum StandardError {
    /// Writes `text` as one terminal-safe line: a reason or a log line may quote what came from
    /// outside (an argument, a file name, a server's answer), line breaks included.
    static func writeLine(_ text: String) {
        write(line(text))
    }

    /// `text` as one terminal-safe line, its line break included.
    static func line(_ text: String) -> String {
        TextRenderer.terminalSafeLine(text) + "\n"
    }

    /// Writes `text`; if standard error is closed or its reader gone, there is nowhere left to
    /// say so, and the text is dropped.
    static func write(_ text: String) {
        _ = DescriptorOutput.writeAll(text.utf8, to: STDERR_FILENO)
    }
}
