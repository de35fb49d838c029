import Foundation

/// One post by a user.
public struct Post: Codable, Equatable, Sendable, Identifiable {
    /// The most characters a title may have.
    public static let maximumTitleLength = 200
    /// The most characters a post's text may have.
    public static let maximumBodyLength = 10_000

    /// The stable post ID (`p5`).
    public let id: ID<Post>
    /// The ID of the user who wrote it.
    public let authorId: ID<User>
    /// The headline.
    public let title: String
    /// The text.
    public let body: String
    /// When it was published.
    public let createdAt: Date

    /// Creates a post.
    public init(id: ID<Post>, authorId: ID<User>, title: String, body: String, createdAt: Date) {
        self.id = id
        self.authorId = authorId
        self.title = title
        self.body = body
        self.createdAt = createdAt
    }

    /// Decodes a post the backend sent, held to the model's rules.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Models.ID<Post>.self, forKey: .id)
        authorId = try container.decode(Models.ID<User>.self, forKey: .authorId)
        title = try container.decodeLine(.title, maxLength: Self.maximumTitleLength)
        body = try container.decodeText(.body, maxLength: Self.maximumBodyLength)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
    }
}
