import Foundation

/// Standard error, where each tool writes the line that says what stopped it.
public enum StandardError {
    /// Writes `line`, made safe with `TerminalText.safe`, and a line break; a closed or full
    /// standard error is not worth failing for.
    public static func writeLine(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((TerminalText.safe(line) + "\n").utf8))
    }
}
