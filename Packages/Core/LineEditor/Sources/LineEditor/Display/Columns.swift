extension Character {
    /// How many terminal columns the character takes: 2 wide, 0 combining or invisible, 1 otherwise.
    var columns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.isASCII { return 1 }
        let properties = first.properties
        if properties.isEmojiPresentation || (properties.isEmoji && unicodeScalars.contains("\u{FE0F}")) {
            return 2
        }
        if Self.wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

extension StringProtocol {
    var columns: Int { reduce(0) { $0 + $1.columns } }
}
