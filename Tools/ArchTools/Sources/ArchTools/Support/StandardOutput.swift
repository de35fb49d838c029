/// Standard output, where each tool writes what it found or made.
public enum StandardOutput {
    /// Writes `line`, made safe with `TerminalText.safe`, and a line break.
    public static func writeLine(_ line: String) {
        print(TerminalText.safe(line))
    }
}
