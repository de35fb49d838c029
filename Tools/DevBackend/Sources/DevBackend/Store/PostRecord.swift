import Foundation

/// One post as stored.
struct PostRecord: Codable, Equatable {
    let id: String
    let authorID: String
    let title: String
    let body: String
    let createdAt: Date

    var post: Post {
        Post(id: id, authorId: authorID, title: title, body: body, createdAt: createdAt)
    }

    /// Newest first; posts created at the same instant by ID, so that paging is stable.
    static func newestFirst(_ lhs: PostRecord, _ rhs: PostRecord) -> Bool {
        lhs.createdAt != rhs.createdAt ? lhs.createdAt > rhs.createdAt : lhs.id > rhs.id
    }
}
