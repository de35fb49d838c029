extension String {
    /// The text on one line, safe to print: line breaks and tabs become spaces, and other control
    /// characters (an escape sequence's ESC among them) and the bidirectional embeddings,
    /// overrides and isolates become `\u{FFFD}`, so content can neither break the layout, restyle
    /// the terminal nor show its characters in another order than they are stored (U+202E would
    /// print "evil\u{202E}gnp.exe" as "evilexe.png").
    var singleLine: String {
        if isPrintableASCII { return self }
        return String(
            map { character -> Character in
                if character.isNewline || character == "\t" { return " " }
                return character.unicodeScalars.contains(where: Self.isUnsafe) ? "\u{FFFD}" : character
            }
        )
    }

    /// A control character, or a bidirectional formatting character that reorders what follows.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }

    /// The text's lines, each made safe with `singleLine`. Any line break splits (`\n`, `\r\n`, …).
    var safeLines: [String] {
        if isPrintableASCII { return [self] }
        return split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { String($0).singleLine }
    }
}

extension StringProtocol {
    /// Whether every byte is printable ASCII (space to `~`): such text is already safe, one column
    /// a byte, and skips the per-character Unicode work.
    var isPrintableASCII: Bool {
        utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }
}
