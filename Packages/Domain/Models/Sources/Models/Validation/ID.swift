/// The ID of an `Entity` (`ID<Post>`), checked once where it enters and trusted after.
public struct ID<Entity>: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The ID as the API and links write it; always one safe URL path segment.
    public let rawValue: String

    /// The ID `text` names; nil when it breaks the rule.
    public init?(_ text: some StringProtocol) {
        guard ResourceID.isValid(text) else { return nil }
        rawValue = String(text)
    }

    public var description: String { rawValue }

    public static func < (lhs: ID, rhs: ID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension ID: ExpressibleByStringLiteral {
    /// An ID written in code.
    public init(stringLiteral value: String) {
        guard let id = ID(value) else { preconditionFailure("\"\(value)\" is not an ID") }
        self = id
    }
}

extension ID: Codable {
    /// Decodes a string that follows the rule; anything else fails the decoding.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let id = ID(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not an ID of 1–64 letters, digits, - and _")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
