import Foundation

/// `Post` in the API document.
struct Post: Codable, Equatable {
    let id: String
    let authorId: String
    let title: String
    let body: String
    let createdAt: Date
}

/// `PostPage` in the API document: newest first; `nextCursor` is null on the last page.
struct PostPage: Codable, Equatable {
    let posts: [Post]
    let nextCursor: String?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(posts, forKey: .posts)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}
