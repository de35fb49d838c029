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
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            safe.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(safe)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n" else { return false }
        return scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}
