/// The rule for user and post IDs (`u-alice`, `p5`): 1 to 64 ASCII letters, digits, `-` and `_`.
public enum ResourceID {
    /// The most characters an ID may have.
    public static let maximumLength = 64

    /// The rule as a user is told it when a post ID breaks it.
    public static let postIDRule = "A post ID has 1 to \(maximumLength) letters, digits, - or _."

    /// Whether `value` follows the rule.
    public static func isValid(_ value: some StringProtocol) -> Bool {
        !value.isEmpty && value.count <= maximumLength
            && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
