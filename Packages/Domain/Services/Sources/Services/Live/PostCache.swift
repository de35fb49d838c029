import Models

/// The posts a profile service has seen, by ID, up to `limit`; the oldest entry goes first.
struct PostCache {
    let limit: Int
    private var posts: [ID<Post>: Post] = [:]
    private var order: [ID<Post>] = []

    init(limit: Int) {
        self.limit = limit
    }

    subscript(id: ID<Post>) -> Post? {
        posts[id]
    }

    mutating func insert(_ post: Post) {
        if posts.updateValue(post, forKey: post.id) == nil {
            order.append(post.id)
        }
        if order.count > limit {
            let evicted = order.prefix(order.count - limit)
            evicted.forEach { posts[$0] = nil }
            order.removeFirst(evicted.count)
        }
    }

    mutating func remove(id: ID<Post>) {
        guard posts.removeValue(forKey: id) != nil else { return }
        order.removeAll { $0 == id }
    }

    mutating func removeAll() {
        posts = [:]
        order = []
    }
}
