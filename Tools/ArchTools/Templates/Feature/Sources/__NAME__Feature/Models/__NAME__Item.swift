import Models

/// One item of the feature, as its service returns it; its text is bounded when it is decoded,
/// so no server can hand the screen more than it shows.
public struct __NAME__Item: Codable, Equatable, Sendable, Identifiable {
    /// The most characters a title has.
    public static let maximumTitleLength = 200
    /// The most characters a detail has.
    public static let maximumDetailLength = 1000
    /// The rule an item's ID follows, as the user is told it.
    public static let idRule = "An item ID has 1 to \(ResourceID.maximumLength) letters, digits, - or _."

    /// The item's ID, as links and the service name it.
    public let id: ID<__NAME__Item>
    /// Its one-line title.
    public let title: String
    /// What it is, in a few lines.
    public let detail: String

    /// An item with these values, as a fake or a preview makes one.
    public init(id: ID<__NAME__Item>, title: String, detail: String) {
        self.id = id
        self.title = title
        self.detail = detail
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, detail
    }

    /// Decodes an item whose title and detail are within their bounds and hold no control
    /// character (a line break is allowed in the detail); anything else fails the decoding.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Models.ID<__NAME__Item>.self, forKey: .id)
        title = try Self.text(container, .title, maximum: Self.maximumTitleLength, allowing: [])
        detail = try Self.text(container, .detail, maximum: Self.maximumDetailLength, allowing: ["\n"])
    }

    private static func text(
        _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, maximum: Int,
        allowing: Set<Unicode.Scalar>
    ) throws -> String {
        let value = try container.decode(String.self, forKey: key)
        let isControl = { (scalar: Unicode.Scalar) in
            !allowing.contains(scalar) && scalar.properties.generalCategory == .control
        }
        guard value.count <= maximum, value.unicodeScalars.count <= maximum * 4,
            !value.unicodeScalars.contains(where: isControl)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "longer than \(maximum) characters, or holds a control character")
        }
        return value
    }
}
