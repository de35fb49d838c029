import Foundation
import Testing

@testable import DevBackend

struct PostTests {
    @Test func theFirstPageHoldsTheTwentyNewestPosts() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/users/u-alice/posts", token: try await harness.token())
            let page = try reply.json()

            #expect(reply.status == 200)
            #expect(page["posts"].array.compactMap { $0["id"].string } == (26...45).reversed().map { "p\($0)" })
            #expect(page["nextCursor"].string != nil)
        }
    }

    @Test func aPostHasEveryField() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/posts/p45", token: try await harness.token())
            let post = try reply.json()

            #expect(reply.status == 200)
            #expect(post.keys == ["id", "authorId", "title", "body", "createdAt"])
            #expect(post["authorId"] == .string("u-alice"))
            #expect(post["createdAt"] == .string("2026-02-14T09:00:00Z"))
        }
    }

    @Test func followingCursorsVisitsEveryPostOnceAndEndsWithNull() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            var ids: [String] = []
            var cursor: String?
            var pages = 0
            repeat {
                let query = cursor.map { "?cursor=\($0)" } ?? ""
                let page = try await harness.send("GET", "/v1/users/u-alice/posts\(query)", token: token).json()
                ids += page["posts"].array.compactMap { $0["id"].string }
                cursor = page["nextCursor"].string
                #expect(cursor != nil || page["nextCursor"] == .null)
                pages += 1
            } while cursor != nil && pages < 10

            #expect(pages == 3)
            #expect(ids == (1...45).reversed().map { "p\($0)" })
        }
    }

    @Test func theLastPageHasANullCursorInTheBody() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/users/u-bob/posts", token: try await harness.token())
            let text = String(decoding: reply.body, as: UTF8.self)

            #expect(try reply.json()["posts"].array.count == 12)
            #expect(text.contains("\"nextCursor\":null"))
        }
    }

    @Test func theLimitSetsThePageSize() async throws {
        try await BackendHarness.run { harness in
            let page = try await harness.send("GET", "/v1/users/u-alice/posts?limit=5", token: try await harness.token()).json()
            #expect(page["posts"].array.compactMap { $0["id"].string } == ["p45", "p44", "p43", "p42", "p41"])
        }
    }

    @Test func emptyQueryValuesMeanTheDefaults() async throws {
        try await BackendHarness.run { harness in
            let page = try await harness.send("GET", "/v1/users/u-alice/posts?cursor=&limit=", token: try await harness.token()).json()
            #expect(page["posts"].array.count == 20)
        }
    }

    @Test(arguments: ["limit=0", "limit=51", "limit=ten", "limit=-1", "limit=2.5", "cursor=garbage", "cursor=djEKdS1hbGljZQp4CnA1"])
    func anInvalidLimitOrCursorIsABadRequest(query: String) async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/users/u-alice/posts?\(query)", token: try await harness.token())
            #expect(reply.status == 400)
            #expect(["invalid_limit", "invalid_cursor"].contains(reply.errorCode))
        }
    }

    @Test func aCursorOfAnotherUsersPostsIsABadRequest() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            let cursor = try #require(try await harness.send("GET", "/v1/users/u-alice/posts", token: token).json()["nextCursor"].string)
            let reply = try await harness.send("GET", "/v1/users/u-bob/posts?cursor=\(cursor)", token: token)

            #expect(reply.status == 400)
            #expect(reply.errorCode == "invalid_cursor")
        }
    }

    @Test func postsOfAnUnknownUserAreNotFound() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/users/u-nobody/posts", token: try await harness.token())
            #expect(reply.status == 404)
        }
    }

    @Test func anUnknownPostIsNotFound() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/posts/p999", token: try await harness.token())
            #expect(reply.status == 404)
            #expect(reply.errorCode == "not_found")
        }
    }

    @Test func aDeletedPostIsNotFoundAndLeavesThePages() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            try await harness.backend.deletePost("p45")
            let post = try await harness.send("GET", "/v1/posts/p45", token: token)
            let page = try await harness.send("GET", "/v1/users/u-alice/posts?limit=2", token: token).json()
            let profile = try await harness.send("GET", "/v1/me/profile", token: token).json()

            #expect(post.status == 404)
            #expect(page["posts"].array.compactMap { $0["id"].string } == ["p44", "p43"])
            #expect(profile["postCount"].int == 44)
        }
    }

    @Test func aCursorStillWorksAfterItsLastPostIsDeleted() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            let cursor = try #require(try await harness.send("GET", "/v1/users/u-alice/posts?limit=5", token: token).json()["nextCursor"].string)
            try await harness.backend.deletePost("p41")
            let next = try await harness.send("GET", "/v1/users/u-alice/posts?limit=2&cursor=\(cursor)", token: token).json()

            #expect(next["posts"].array.compactMap { $0["id"].string } == ["p40", "p39"])
        }
    }

    @Test func othersGetForbiddenForAPrivateUsersPosts() async throws {
        try await BackendHarness.run { harness in
            try await makePrivate(SeedAccounts.bob, in: harness)
            let alice = try await harness.token()
            let page = try await harness.send("GET", "/v1/users/u-bob/posts", token: alice)
            let post = try await harness.send("GET", "/v1/posts/b1", token: alice)

            #expect(page.status == 403)
            #expect(page.errorCode == "private")
            #expect(post.status == 403)
            #expect(post.errorCode == "private")
        }
    }

    @Test func theOwnerSeesTheirPrivatePosts() async throws {
        try await BackendHarness.run { harness in
            try await makePrivate(SeedAccounts.bob, in: harness)
            let bob = try await harness.token(SeedAccounts.bob)

            #expect(try await harness.send("GET", "/v1/users/u-bob/posts", token: bob).status == 200)
            #expect(try await harness.send("GET", "/v1/posts/b1", token: bob).status == 200)
        }
    }
}
