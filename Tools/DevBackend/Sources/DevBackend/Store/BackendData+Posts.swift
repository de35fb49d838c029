extension BackendData {
    /// A user's posts, newest first.
    func posts(by authorID: String) -> [PostRecord] {
        posts.values.filter { $0.authorID == authorID }.sorted(by: PostRecord.newestFirst)
    }

    /// One page of a user's posts after `cursor` (from the start without one), and the cursor
    /// of the page after it, nil when this page is the last.
    func page(of authorID: String, after cursor: PostCursor?, limit: Int) -> (posts: [PostRecord], next: PostCursor?) {
        let remaining = posts(by: authorID).filter { cursor?.precedes($0) ?? true }
        let page = Array(remaining.prefix(limit))
        guard remaining.count > page.count, let last = page.last else { return (page, nil) }
        return (page, PostCursor(authorID: authorID, after: last))
    }
}
