/// Text from the repo or the command line (a file's name, a target's name, an argument) made safe
/// to print on a terminal.
///
/// The app's shell does the same with Design's `TextRenderer.terminalSafe`; the tools keep their
/// own, so they build and run whatever state the app's code is in.
public enum TerminalText {
    /// `text` with every control character but the line break (an escape sequence's ESC, a
    /// carriage return, a C1 control) and every bidirectional embedding, override or isolate
    /// replaced by U+FFFD: it can neither restyle the terminal, move its cursor nor show its
    /// characters in another order than they are stored.
    public static func safe(_ text: String) -> String {
        replacing(text) { $0 != "\n" && isUnsafe($0) }
    }

    /// `text` on one line: as `safe`, and a line break becomes U+FFFD too, so a name that holds
    /// one cannot start a line of its own that reads as another line of the report.
    public static func safeLine(_ text: String) -> String {
        replacing(text, where: isUnsafe)
    }

    private static func replacing(_ text: String, where unsafe: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: unsafe) else { return text }
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            safe.append(unsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(safe)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}
