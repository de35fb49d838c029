/// One page of a user's posts, newest first, with the cursor that fetches the next page.
public struct PostPage: Codable, Equatable, Sendable {
    /// How many posts a page holds unless the request asks for another number.
    public static let defaultLimit = 20

    /// The posts on this page, newest first.
    public let posts: [Post]
    /// The cursor for the next page; nil on the last page.
    public let nextCursor: String?

    /// Creates a page.
    public init(posts: [Post], nextCursor: String?) {
        self.posts = posts
        self.nextCursor = nextCursor
    }

    /// Whether another page follows this one.
    public var hasMore: Bool { nextCursor != nil }

    /// Encodes `{posts, nextCursor}`, writing `nextCursor` as `null` on the last page, as the wire
    /// format does, rather than leaving the key out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(posts, forKey: .posts)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}
