import Foundation

/// One post by a user.
public struct Post: Codable, Equatable, Sendable, Identifiable {
    /// The stable post ID (`p5`).
    public let id: String
    /// The ID of the user who wrote it.
    public let authorId: String
    /// The headline.
    public let title: String
    /// The text.
    public let body: String
    /// When it was published.
    public let createdAt: Date

    /// Creates a post.
    public init(id: String, authorId: String, title: String, body: String, createdAt: Date) {
        self.id = id
        self.authorId = authorId
        self.title = title
        self.body = body
        self.createdAt = createdAt
    }
}
