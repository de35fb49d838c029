import Foundation

/// The opaque `nextCursor` of a post page: the author and the last post handed out, so the next
/// page starts right after it even when posts were deleted in between.
struct PostCursor: Equatable {
    let authorID: String
    let afterCreatedAt: Date
    let afterPostID: String

    init(authorID: String, after post: PostRecord) {
        self.authorID = authorID
        self.afterCreatedAt = post.createdAt
        self.afterPostID = post.id
    }

    /// Reads a cursor made by `encoded`; nil for anything else.
    init?(encoded: String) {
        var base64 = encoded.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else { return nil }
        let fields = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0] == "v1", let millis = Int64(fields[2]), !fields[1].isEmpty, !fields[3].isEmpty else {
            return nil
        }
        self.authorID = String(fields[1])
        self.afterCreatedAt = Date(timeIntervalSince1970: TimeInterval(millis) / 1000)
        self.afterPostID = String(fields[3])
    }

    var encoded: String {
        let millis = Int64((afterCreatedAt.timeIntervalSince1970 * 1000).rounded())
        let text = ["v1", authorID, String(millis), afterPostID].joined(separator: "\n")
        return Data(text.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `post` comes after this cursor's position in newest-first order.
    func precedes(_ post: PostRecord) -> Bool {
        post.createdAt != afterCreatedAt ? post.createdAt < afterCreatedAt : post.id < afterPostID
    }
}
