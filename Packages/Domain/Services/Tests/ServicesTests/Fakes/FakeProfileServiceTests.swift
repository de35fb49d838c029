import Models
import Services
import ServicesTesting
import Testing

@Suite struct FakeProfileServiceTests {
    @Test func pagesThroughASeededUsersPostsNewestFirst() async throws {
        let profiles = FakeProfileService.seeded()
        let first = try await profiles.posts(userID: SeedData.alice.id)
        let second = try await profiles.posts(userID: SeedData.alice.id, cursor: first.nextCursor)
        let third = try await profiles.posts(userID: SeedData.alice.id, cursor: second.nextCursor)

        #expect(first.posts.map(\.id.rawValue) == (26...45).reversed().map { "p\($0)" })
        #expect(second.posts.map(\.id.rawValue) == (6...25).reversed().map { "p\($0)" })
        #expect(third.posts.map(\.id.rawValue) == (1...5).reversed().map { "p\($0)" })
        #expect(third.nextCursor == nil)
    }

    @Test func servesOwnAndOthersProfiles() async throws {
        let profiles = FakeProfileService.seeded(signedInAs: SeedData.bob)

        #expect(try await profiles.ownProfile().userId == SeedData.bob.id)
        #expect(try await profiles.profile(userID: SeedData.alice.id) == SeedData.profile(of: SeedData.alice))
        await #expect(throws: ServiceError.notFound) { try await profiles.profile(userID: "u-nobody") }
    }

    @Test func hidesSomeoneElsesPrivateProfile() async throws {
        let profiles = FakeProfileService.seeded(signedInAs: SeedData.alice)
        await profiles.setProfile(SeedData.profile(of: SeedData.bob).with(isPrivate: true))

        #expect(try await profiles.profile(userID: SeedData.bob.id).bio == "")
        await #expect(throws: ServiceError.privateProfile) { try await profiles.posts(userID: SeedData.bob.id) }
        await #expect(throws: ServiceError.privateProfile) { try await profiles.post(id: "b1") }
    }

    @Test func aDeletedPostIsNotFoundAndLeavesItsAuthorsCount() async throws {
        let profiles = FakeProfileService.seeded()
        await profiles.deletePost(id: "p45")

        await #expect(throws: ServiceError.notFound) { try await profiles.post(id: "p45") }
        #expect(try await profiles.ownProfile().postCount == 44)
        #expect(try await profiles.posts(userID: SeedData.alice.id).posts.first?.id == "p44")
    }

    @Test func updatesTheOwnProfileAfterValidatingIt() async throws {
        let profiles = FakeProfileService.seeded()
        let updated = try await profiles.updateProfile(name: "  Alice B.  ", bio: nil)

        #expect(updated.name == "Alice B.")
        #expect(updated.bio == SeedData.profile(of: SeedData.alice).bio)
        await #expect(throws: ServiceError(.displayNameInvalidCharacters)) {
            try await profiles.updateProfile(name: "Alice!", bio: nil)
        }
        #expect(try await profiles.ownProfile().name == "Alice B.")
    }

    @Test func cachesPostsItServedUntilCleared() async throws {
        let profiles = FakeProfileService.seeded()
        _ = try await profiles.posts(userID: SeedData.bob.id)

        #expect(await profiles.cachedPost(id: "b12")?.title == "Bob Builder #12")
        await profiles.clearCache()
        #expect(await profiles.cachedPost(id: "b12") == nil)
        #expect(profiles.calls.contains(.clearCache))
    }

    @Test func saysSoWhenNoProfilesWereSetUp() async throws {
        await #expect(throws: ServiceError.self) { try await FakeProfileService().ownProfile() }
        await #expect(throws: ServiceError.self) { try await FakeProfileService().profile(userID: "u-bob") }
    }
}
