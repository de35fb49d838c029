/// Stands in for a secret (a token, a password) in descriptions, mirrors and dumps.
struct Redacted: CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    var description: String { "<redacted>" }
    var debugDescription: String { description }
}

/// Builds `TypeName(label: value, …)` from a type's own mirror, so redacted fields stay redacted.
func redactedDescription(of subject: some CustomReflectable) -> String {
    let fields = subject.customMirror.children.map { child in
        "\(child.label ?? "_"): \(String(reflecting: child.value))"
    }
    return "\(type(of: subject))(\(fields.joined(separator: ", ")))"
}
