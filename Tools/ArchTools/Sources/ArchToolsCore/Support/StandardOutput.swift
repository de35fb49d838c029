/// Standard output, where each tool writes what it found or made.
public enum StandardOutput {
    /// Writes `line` as one line, made safe with `TerminalText.safeLine`, and a line break.
    public static func writeLine(_ line: String) {
        print(TerminalText.safeLine(line))
    }

    /// Writes `text`, which has lines of its own (a table, a summary, a usage), made safe with
    /// `TerminalText.safe`, and a line break.
    public static func writeLines(_ text: String) {
        print(TerminalText.safe(text))
    }
}
