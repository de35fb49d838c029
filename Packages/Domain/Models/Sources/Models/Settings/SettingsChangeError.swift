import Foundation

/// Why a `settings set KEY VALUE` pair was refused, with a reason that lists what is allowed.
public enum SettingsChangeError: Error, Equatable, Sendable, LocalizedError {
    case unknownKey(String)
    case invalidValue(String, key: SettingsKey)

    /// The user-facing reason.
    public var message: String {
        switch self {
        case .unknownKey(let key):
            let keys = SettingsKey.allCases.map(\.rawValue).joined(separator: ", ")
            return "Unknown setting \(Self.quoted(key)); use one of: \(keys)."
        case .invalidValue(let value, let key):
            let values = key.allowedValues.joined(separator: ", ")
            return "\(Self.quoted(value)) is not a value for \(key.rawValue); use one of: \(values)."
        }
    }

    private static func quoted(_ text: String) -> String {
        text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
    }

    public var errorDescription: String? { message }
}
