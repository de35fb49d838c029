extension String {
    /// The text on one line: line breaks as spaces, control and bidirectional characters as `\u{FFFD}`.
    var singleLine: String {
        if isPrintableASCII { return self }
        return String(
            map { character -> Character in
                if character.isNewline || character == "\t" { return " " }
                return character.unicodeScalars.contains(where: Self.isUnsafe) ? "\u{FFFD}" : character
            }
        )
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }

    var safeLines: [String] {
        if isPrintableASCII { return [self] }
        return split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { String($0).singleLine }
    }
}

extension StringProtocol {
    var isPrintableASCII: Bool {
        utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }
}
