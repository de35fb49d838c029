/// `GET /v1/users/{id}/posts` (a page by cursor) and `GET /v1/posts/{id}`.
enum PostHandlers {
    static let defaultLimit = 20
    static let maximumLimit = 50

    static func page(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let limit = try limit(context.request.query["limit"])
        let cursor = try cursor(context.request.query["cursor"])
        guard let author = data.users[context.parameter("id")] else {
            throw .notFound("There is no user with this ID.")
        }
        try checkVisible(author, to: caller)
        guard cursor == nil || cursor?.authorID == author.id else {
            throw .badRequest(code: "invalid_cursor", "The cursor belongs to another user's posts.")
        }
        let page = data.page(of: author.id, after: cursor, limit: limit)
        return .json(PostPage(posts: page.posts.map(\.post), nextCursor: page.next?.encoded))
    }

    static func get(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        guard let post = data.posts[context.parameter("id")] else {
            throw .notFound("There is no post with this ID; it may have been deleted.")
        }
        if let author = data.users[post.authorID] {
            try checkVisible(author, to: caller)
        }
        return .json(post.post)
    }

    private static func checkVisible(_ author: UserRecord, to caller: RequestContext.Caller) throws(APIError) {
        if author.isPrivate && author.id != caller.userID {
            throw .privateProfile()
        }
    }

    private static func limit(_ value: String?) throws(APIError) -> Int {
        guard let value else { return defaultLimit }
        guard let limit = Int(value), (1...maximumLimit).contains(limit) else {
            throw .badRequest(code: "invalid_limit", "The limit must be a whole number from 1 to \(maximumLimit).")
        }
        return limit
    }

    private static func cursor(_ value: String?) throws(APIError) -> PostCursor? {
        guard let value else { return nil }
        guard let cursor = PostCursor(encoded: value) else {
            throw .badRequest(code: "invalid_cursor", "The cursor is not one this server handed out.")
        }
        return cursor
    }
}
