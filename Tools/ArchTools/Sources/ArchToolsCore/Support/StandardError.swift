import Foundation

/// Standard error, where each tool writes the line that says what stopped it. A closed or full
/// standard error is not worth failing for.
public enum StandardError {
    /// Writes `line` as one line, made safe with `TerminalText.safeLine`, and a line break.
    public static func writeLine(_ line: String) {
        write(TerminalText.safeLine(line))
    }

    /// Writes `text`, which has lines of its own (the parser's refusal and usage), made safe with
    /// `TerminalText.safe`, and a line break.
    public static func writeLines(_ text: String) {
        write(TerminalText.safe(text))
    }

    private static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }
}
