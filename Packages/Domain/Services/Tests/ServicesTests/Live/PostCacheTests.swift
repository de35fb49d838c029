import Foundation
import Models
import ServicesTesting
import Testing

@testable import Services

@Suite struct PostCacheTests {
    static let posts = SeedData.posts(of: SeedData.bob.id)

    @Test func forgetsTheOldestPostsPastItsLimit() {
        var cache = PostCache(limit: 2)
        Self.posts.prefix(3).forEach { cache.insert($0) }

        #expect(cache[Self.posts[0].id] == nil)
        #expect(cache[Self.posts[1].id] == Self.posts[1])
        #expect(cache[Self.posts[2].id] == Self.posts[2])
    }

    @Test func replacingAPostKeepsItsPlace() {
        var cache = PostCache(limit: 2)
        cache.insert(Self.posts[0])
        cache.insert(Self.posts[1])
        cache.insert(Self.posts[0])
        cache.insert(Self.posts[2])

        #expect(cache[Self.posts[0].id] == nil)
        #expect(cache[Self.posts[1].id] != nil)
    }

    @Test func removesOneOrAll() {
        var cache = PostCache(limit: 10)
        Self.posts.prefix(3).forEach { cache.insert($0) }
        cache.remove(id: Self.posts[0].id)

        #expect(cache[Self.posts[0].id] == nil)
        #expect(cache[Self.posts[1].id] != nil)
        cache.removeAll()
        #expect(cache[Self.posts[1].id] == nil)
    }
}
