/// One page of a user's posts, newest first, with the cursor that fetches the next page.
public struct PostPage: Codable, Equatable, Sendable {
    /// How many posts a page holds unless the request asks for another number.
    public static let defaultLimit = 20
    /// The most posts any page may hold, whatever was asked.
    public static let maximumLimit = 100
    /// The most characters a cursor may have.
    public static let maximumCursorLength = 256

    /// The posts on this page, newest first.
    public let posts: [Post]
    /// The cursor for the next page; nil on the last page.
    public let nextCursor: String?

    /// Creates a page.
    public init(posts: [Post], nextCursor: String?) {
        self.posts = posts
        self.nextCursor = nextCursor
    }

    private enum CodingKeys: String, CodingKey {
        case posts, nextCursor
    }

    /// Whether another page follows this one.
    public var hasMore: Bool { nextCursor != nil }

    /// Decodes a page, held to the rules: at most ``maximumLimit`` posts and a short one-line cursor.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .posts)
        var posts: [Post] = []
        while !list.isAtEnd {
            guard posts.count < Self.maximumLimit else {
                throw DecodingError.dataCorruptedError(
                    in: list, debugDescription: "more than \(Self.maximumLimit) posts")
            }
            posts.append(try list.decode(Post.self))
        }
        self.posts = posts
        let hasCursor = try container.contains(.nextCursor) && !container.decodeNil(forKey: .nextCursor)
        nextCursor = hasCursor ? try container.decodeLine(.nextCursor, maxLength: Self.maximumCursorLength) : nil
    }

    /// Encodes `{posts, nextCursor}`, with `nextCursor` written as `null` on the last page.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(posts, forKey: .posts)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}
