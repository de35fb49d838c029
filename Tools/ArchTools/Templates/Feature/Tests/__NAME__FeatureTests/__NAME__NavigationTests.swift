import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__NavigationTests {
    @Test func featureStartsAtTheOwnSummary() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        #expect(harness.stack.screen.name == "__SLUG__")
        #expect(harness.stack.path.isEmpty)
    }

    @Test func someonesRoutePushesTheirSummary() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        #expect(harness.stack.screen.name == "__SLUG__:u-bob")
        #expect(harness.stack.path == [.user(id: SeedData.bob.id)])
    }

    @Test func theRouteAlreadyOnTopIsNotPushedAgain() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.show(.user(id: SeedData.bob.id))
        #expect(harness.stack.path == [.user(id: SeedData.bob.id)])
    }

    @Test func ownRoutePopsToTheRoot() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.show(.user(id: SeedData.newbie.id))
        await harness.stack.show(.own)
        #expect(harness.stack.screen.name == "__SLUG__")
        #expect(harness.stack.path.isEmpty)
    }

    @Test func linkToTheSignedInUsersIDIsTheOwnSummary() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.show(.user(id: SeedData.alice.id))
        #expect(harness.stack.screen.name == "__SLUG__")
        #expect(harness.stack.path.isEmpty)
    }

    @Test func backPopsTheTopScreen() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.back()
        #expect(harness.stack.screen.name == "__SLUG__")
        #expect(harness.stack.path.isEmpty)
    }

    @Test func backAtTheRootIsNotOfferedAndChangesNothing() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        #expect(await harness.stack.back() == false)
        #expect(harness.stack.screen.name == "__SLUG__")
        #expect(harness.screensViewed == ["__SLUG__"])
    }

    @Test func restoreRebuildsTheSavedPath() async {
        let harness = __NAME__Harness()
        await harness.stack.restore(path: [.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id)])
        await harness.stack.start()
        #expect(harness.stack.screen.name == "__SLUG__:u-newbie")
        #expect(harness.stack.path == [.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id)])
    }

    @Test func restoreDropsTheOwnSummaryFromThePath() async {
        let harness = __NAME__Harness()
        await harness.stack.restore(path: [.own, .user(id: SeedData.alice.id), .user(id: SeedData.bob.id)])
        #expect(harness.stack.path == [.user(id: SeedData.bob.id)])
    }

    @Test func savedPathRestoresTheSameStack() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        let restored = __NAME__Harness()
        await restored.stack.restore(path: harness.stack.path)
        await restored.stack.start()
        #expect(restored.stack.screen == harness.stack.screen)
    }

    @Test func restoreAfterStartLoadsTheNewTopScreen() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.restore(path: [.user(id: SeedData.bob.id)])
        #expect(harness.stack.top.profile == SeedData.profile(of: SeedData.bob))
    }

    @Test func returningToAScreenThatFailedToLoadLoadsItAgain() async {
        let harness = __NAME__Harness()
        harness.service.failNext(.ownProfile, with: .offline)
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.back()
        #expect(harness.stack.root.profile == SeedData.profile(of: SeedData.alice))
        #expect(harness.stack.screen.banner == nil)
    }

    @Test func refreshReloadsTheTopScreen() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.service.setProfile(SeedData.profile(of: SeedData.alice).with(bio: "Gardens."))
        await harness.stack.refresh()
        #expect(harness.stack.root.profile?.bio == "Gardens.")
    }

    @Test func startingAgainLoadsNothingMore() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.start()
        #expect(harness.service.calls == [.ownProfile])
    }

    @Test func nothingLoadsBeforeStart() async {
        let harness = __NAME__Harness()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.refresh()
        #expect(harness.service.calls.isEmpty)
    }
}
