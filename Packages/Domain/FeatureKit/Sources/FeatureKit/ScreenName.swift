/// A name a feature's screens can have, as a script checks it (`profile`, `post:<postID>`).
public struct ScreenName: Sendable, Equatable {
    /// What may follow the colon.
    public enum Detail: Sendable, Equatable {
        /// An ID, named by the placeholder (`postID`).
        case id(String)
        /// One of `values`, named by the placeholder (`section`).
        case oneOf(String, values: [String])
    }

    /// The name, or the part before the colon.
    public let prefix: String
    /// What follows the colon; nil for a plain name.
    public let detail: Detail?

    /// The plain name `name`.
    public static func named(_ name: String) -> ScreenName {
        ScreenName(prefix: name, detail: nil)
    }

    /// `<prefix>:<ID>`, the ID named `placeholder`.
    public static func id(_ prefix: String, _ placeholder: String) -> ScreenName {
        ScreenName(prefix: prefix, detail: .id(placeholder))
    }

    /// `<prefix>:<value>`, one of `values`, named `placeholder`.
    public static func oneOf(_ prefix: String, _ placeholder: String, _ values: [String]) -> ScreenName {
        ScreenName(prefix: prefix, detail: .oneOf(placeholder, values: values))
    }

    /// How the name is written, as messages list it (`post:<postID>`).
    public var form: String {
        switch detail {
        case nil: prefix
        case .id(let placeholder)?, .oneOf(let placeholder, _)?: "\(prefix):<\(placeholder)>"
        }
    }

    /// Whether `name` is one of the names this form allows; an ID is any text without a colon.
    public func matches(_ name: String) -> Bool {
        guard let detail else { return name == prefix }
        guard name.hasPrefix(prefix + ":") else { return false }
        let rest = name.dropFirst(prefix.count + 1)
        switch detail {
        case .id: return !rest.isEmpty && !rest.contains(":")
        case .oneOf(_, let values): return values.contains(String(rest))
        }
    }
}
