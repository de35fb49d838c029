/// One broken rule at one place, printed as `path:line: rule: what is wrong — fix: the fix`.
public struct Violation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Relative to the repo root.
    public let path: String
    public let line: Int
    public let rule: Rule
    public let message: String
    public let fix: String

    public var description: String {
        "\(path):\(line): \(rule.rawValue): \(message) — fix: \(fix)"
    }

    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.path, lhs.line, lhs.rule.rawValue, lhs.message) < (rhs.path, rhs.line, rhs.rule.rawValue, rhs.message)
    }
}
