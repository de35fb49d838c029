/// One broken rule at one place, printed as `path:line: rule: what is wrong — fix: the fix`.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// Relative to the repo root.
    let path: String
    let line: Int
    let rule: Rule
    let message: String
    let fix: String

    /// The violation as `arch-check` prints it.
    public var description: String {
        "\(path):\(line): \(rule.rawValue): \(message) — fix: \(fix)"
    }

    /// Report order: by file, line, rule, then message.
    static func isOrderedBefore(_ lhs: Violation, _ rhs: Violation) -> Bool {
        (lhs.path, lhs.line, lhs.rule.rawValue, lhs.message) < (
            rhs.path, rhs.line, rhs.rule.rawValue, rhs.message
        )
    }
}
