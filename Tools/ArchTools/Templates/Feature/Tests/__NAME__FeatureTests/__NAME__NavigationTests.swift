import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

/// Links, `back` and refreshes, as the app drives them: each sets the path or reloads the top.
@MainActor
@Suite struct __NAME__NavigationTests {
    let harness = __NAME__Harness()

    @Test func theFeatureStartsAtTheOwnSummary() async {
        let stack = await harness.startedStack()
        #expect(stack.screen.name == "__SLUG__")
        #expect(stack.path.isEmpty)
    }

    @Test func aLinkToSomeonePushesTheirSummary() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        #expect(stack.screen.name == "__SLUG__:u-bob")
        #expect(stack.path == [.user(id: SeedData.bob.id)])
    }

    @Test func aLinkToTheSignedInUsersIDIsTheOwnSummary() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        await stack.show(.user(id: SeedData.alice.id))
        #expect(stack.screen.name == "__SLUG__")
        #expect(stack.path.isEmpty)
    }

    @Test func backPopsTheTopScreen() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        await stack.back()
        #expect(stack.screen.name == "__SLUG__")
        #expect(stack.path.isEmpty)
    }

    @Test func returningToAScreenThatFailedToLoadLoadsItAgainWithoutTheOldMessage() async {
        harness.service.failNext(.ownProfile, with: .offline)
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        await stack.back()
        #expect(stack.root.profile == SeedData.profile(of: SeedData.alice))
        #expect(stack.screen.banner == nil)
    }

    @Test func leavingAScreenLeavesItsMessageBehind() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: "u-nobody"))
        await stack.show(.user(id: SeedData.bob.id))
        #expect(stack.pushed.entries[0].loading.errorMessage == nil)
        #expect(stack.screen.banner == nil)
    }

    @Test func refreshReloadsTheTopScreen() async {
        let stack = await harness.startedStack()
        await harness.service.setProfile(SeedData.profile(of: SeedData.alice).with(bio: "Gardens."))
        await stack.refresh()
        #expect(stack.root.profile?.bio == "Gardens.")
    }

    @Test func startingAgainLoadsNothingMore() async {
        let stack = await harness.startedStack()
        await stack.start()
        #expect(harness.service.calls == [.ownProfile])
    }
}
