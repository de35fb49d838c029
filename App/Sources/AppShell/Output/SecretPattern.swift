/// One form of a secret as ``SecretMask`` looks for it: its words, each a run of case-folded
/// characters, matched with any run of spaces or line breaks between them.
struct SecretPattern: Equatable {
    /// The words' characters, each folded by ``key(_:)``.
    let pieces: [[UInt32]]
    let length: Int

    /// Nil for a form with nothing to look for (empty, or only spaces).
    init?(_ form: String) {
        pieces = form.unicodeScalars.split(whereSeparator: Self.isSpace).map { $0.map(Self.key) }
        length = pieces.reduce(0) { $0 + $1.count }
        guard length > 0 else { return nil }
    }

    /// The index just after the match starting at `start` in `keys` (folded text), or nil.
    func match(_ keys: [UInt32], at start: Int) -> Int? {
        var index = start
        for (number, piece) in pieces.enumerated() {
            if number > 0 {
                let spaces = index
                while index < keys.count, Self.isSpaceKey(keys[index]) { index += 1 }
                guard index > spaces else { return nil }
            }
            guard index + piece.count <= keys.count, keys[index..<(index + piece.count)].elementsEqual(piece)
            else { return nil }
            index += piece.count
        }
        return index
    }

    /// A character in lower case where that is one character, so a match ignores letter case.
    static func key(_ scalar: Unicode.Scalar) -> UInt32 {
        if scalar.isASCII {
            return ("A"..."Z").contains(scalar) ? scalar.value + 0x20 : scalar.value
        }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : scalar.value
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        isSpaceKey(scalar.value)
    }

    private static func isSpaceKey(_ key: UInt32) -> Bool {
        key == 0x20 || key == 0x09 || key == 0x0A || key == 0x0D
    }
}
