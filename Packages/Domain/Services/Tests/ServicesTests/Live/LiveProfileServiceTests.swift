import DevBackend
import Foundation
import Models
import Networking
import Services
import ServicesTesting
import Testing

@Suite struct LiveProfileServiceTests {
    @Test func ownProfileIsTheSignedInUsersAsSeeded() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            #expect(try await stack.profiles.ownProfile() == SeedData.profile(of: SeedData.alice))
        }
    }

    @Test func ownProfileWithoutASessionIsSessionExpiredWithoutARequest() async throws {
        try await LiveStack.run { stack in
            await #expect(throws: ServiceError.sessionExpired) { try await stack.profiles.ownProfile() }
            #expect(await stack.requestCount() == 0)
        }
    }

    @Test(arguments: SeedData.users)
    func someonesProfileIsAsSeeded(_ user: User) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn(as: SeedData.bob)
            #expect(try await stack.profiles.profile(userID: user.id) == SeedData.profile(of: user))
        }
    }

    @Test func anUnknownUserIsNotFound() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            await #expect(throws: ServiceError.notFound) { try await stack.profiles.profile(userID: "u-nobody") }
        }
    }

    @Test func updatesTheNameAndBioTrimmed() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let updated = try await stack.profiles.updateProfile(name: " Alice B. ", bio: " Hello. ")

            #expect(updated.name == "Alice B.")
            #expect(updated.bio == "Hello.")
            #expect(try await stack.profiles.ownProfile() == updated)
        }
    }

    @Test func updatesOnlyTheFieldsGiven() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let updated = try await stack.profiles.updateProfile(name: nil, bio: "New bio.")

            #expect(updated.name == SeedData.alice.name)
            #expect(updated.bio == "New bio.")
        }
    }

    @Test(arguments: [
        ("", nil, .displayNameEmpty),
        ("Alice <3", nil, .displayNameInvalidCharacters),
        (nil, String(repeating: "b", count: 161), .bioTooLong),
        (nil, "a\u{0}b", .bioNotOneLine),
    ] as [(String?, String?, ValidationError)])
    func refusesAnInvalidEditWithoutARequest(_ name: String?, _ bio: String?, _ reason: ValidationError) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let before = await stack.requestCount()

            await #expect(throws: ServiceError(reason)) { try await stack.profiles.updateProfile(name: name, bio: bio) }
            #expect(await stack.requestCount() == before)
            #expect(try await stack.profiles.ownProfile() == SeedData.profile(of: SeedData.alice))
        }
    }

    @Test func pagesThroughAllPostsNewestFirstAsSeeded() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            var posts: [Post] = []
            var page = try await stack.profiles.posts(userID: SeedData.alice.id)
            posts += page.posts
            while let cursor = page.nextCursor {
                page = try await stack.profiles.posts(userID: SeedData.alice.id, cursor: cursor)
                posts += page.posts
            }

            #expect(posts == SeedData.posts(of: SeedData.alice.id))
            #expect(await stack.backend.requestCount(.getUserPosts) == 3)
        }
    }

    @Test func asksForTheLimitGiven() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let page = try await stack.profiles.posts(userID: SeedData.bob.id, cursor: nil, limit: 5)
            #expect(page.posts == Array(SeedData.posts(of: SeedData.bob.id).prefix(5)))
        }
    }

    @Test(arguments: [0, 51])
    func refusesALimitOutsideTheAPIsRangeWithoutARequest(_ limit: Int) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let before = await stack.requestCount()
            await #expect(throws: ServiceError.self) {
                try await stack.profiles.posts(userID: SeedData.bob.id, cursor: nil, limit: limit)
            }
            #expect(await stack.requestCount() == before)
        }
    }

    @Test func someoneElsesPrivateProfileHidesItsPosts() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn(as: SeedData.bob)
            _ = try await stack.settings.update(SeedData.settings.with(profileVisibility: .private))
            try await stack.signIn(as: SeedData.alice)

            #expect(try await stack.profiles.profile(userID: SeedData.bob.id).isPrivate)
            await #expect(throws: ServiceError.privateProfile) { try await stack.profiles.posts(userID: SeedData.bob.id) }
            await #expect(throws: ServiceError.privateProfile) { try await stack.profiles.post(id: "b1") }
        }
    }

    @Test func aPostIsAsSeeded() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let expected = try #require(SeedData.posts(of: SeedData.bob.id).first { $0.id == "b7" })
            #expect(try await stack.profiles.post(id: "b7") == expected)
        }
    }

    @Test func aDeletedPostIsNotFoundEvenAfterItWasCached() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            _ = try await stack.profiles.posts(userID: SeedData.alice.id)
            #expect(await stack.profiles.cachedPost(id: "p45") != nil)
            try await stack.backend.deletePost("p45")

            await #expect(throws: ServiceError.notFound) { try await stack.profiles.post(id: "p45") }
            #expect(await stack.profiles.cachedPost(id: "p45") == nil)
        }
    }

    @Test func cachesThePostsItSawUntilCleared() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            _ = try await stack.profiles.post(id: "b3")
            let before = await stack.requestCount()

            #expect(await stack.profiles.cachedPost(id: "b3")?.id == "b3")
            #expect(await stack.requestCount() == before)
            await stack.profiles.clearCache()
            #expect(await stack.profiles.cachedPost(id: "b3") == nil)
        }
    }

    @Test func aTransientFailureIsRetriedForReads() async throws {
        try await LiveStack.run(retryPolicy: .default) { stack in
            try await stack.signIn()
            try await stack.backend.failNextRequests(2, status: 503)

            #expect(try await stack.profiles.ownProfile().userId == SeedData.alice.id)
            #expect(await stack.backend.requestCount(.getMyProfile) == 3)
        }
    }

    @Test func aFailureThatOutlastsTheRetriesIsAServerError() async throws {
        try await LiveStack.run(retryPolicy: .default) { stack in
            try await stack.signIn()
            try await stack.backend.failNextRequests(3, status: 502)

            await #expect(throws: ServiceError.server(status: 502)) { try await stack.profiles.post(id: "p1") }
        }
    }

    @Test func anEditIsNotRetried() async throws {
        try await LiveStack.run(retryPolicy: .default) { stack in
            try await stack.signIn()
            try await stack.backend.failNextRequests(1, status: 503)

            await #expect(throws: ServiceError.server(status: 503)) {
                try await stack.profiles.updateProfile(name: "Alice B.", bio: nil)
            }
            #expect(await stack.backend.requestCount(.updateMyProfile) == 1)
        }
    }
}
