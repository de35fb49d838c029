/// The shape of the user and post IDs the feature accepts from links and commands: 1–64 ASCII
/// letters, digits, `-` or `_`. Anything else is refused before a request is made.
enum ResourceIDFormat {
    /// The longest ID accepted.
    static let maxLength = 64

    /// Whether `id` has the accepted shape.
    static func isValid(_ id: String) -> Bool {
        let bytes = id.utf8
        return (1...maxLength).contains(bytes.count) && bytes.allSatisfy(isAllowed)
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
