extension String {
    /// The text on one line, safe to print: line breaks and tabs become spaces and other control
    /// characters (an escape sequence's ESC among them) become `\u{FFFD}`, so content cannot
    /// break the layout or restyle the terminal.
    var singleLine: String {
        if isPrintableASCII { return self }
        return String(
            map { character -> Character in
                if character.isNewline || character == "\t" { return " " }
                let isControl = character.unicodeScalars.first?.properties.generalCategory == .control
                return isControl ? "\u{FFFD}" : character
            }
        )
    }

    /// The text's lines, each made safe with `singleLine`. Any line break splits (`\n`, `\r\n`, …).
    var safeLines: [String] {
        if isPrintableASCII { return [self] }
        return split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { String($0).singleLine }
    }
}

extension StringProtocol {
    /// Whether every byte is printable ASCII (space to `~`): such text is already safe, one column
    /// a byte, and skips the per-character Unicode work.
    var isPrintableASCII: Bool {
        utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }
}
