import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

/// The path as a value, as `NavigationStack(path:)` binds one: whatever path is set, the screens
/// of the common prefix stay, new routes get new screens, and dropped ones are released.
@MainActor
@Suite struct __NAME__PathTests {
    let harness = __NAME__Harness()

    @Test func aPathThatSharesAPrefixKeepsThoseScreensWithoutReloadingThem() async {
        let stack = await harness.startedStack()
        await stack.setPath([.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id)])
        let bob = stack.pushed.entries[0]
        let calls = harness.service.calls.count

        await stack.setPath([.user(id: SeedData.bob.id), .user(id: "u-carol")])

        #expect(stack.pushed.entries[0] === bob)
        #expect(Array(harness.service.calls.dropFirst(calls)) == [.profile(userID: "u-carol")])
        #expect(stack.screen.name == "__SLUG__:u-carol")
    }

    @Test func aLinkThatPushesThreeScreensLoadsOnlyTheTop() async {
        let stack = await harness.startedStack()
        let calls = harness.service.calls.count

        await stack.setPath([.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id), .user(id: "u-carol")])

        #expect(stack.pushed.entries.count == 3)
        #expect(Array(harness.service.calls.dropFirst(calls)) == [.profile(userID: "u-carol")])
    }

    @Test func poppingTwoScreensReleasesBoth() async {
        let stack = await harness.startedStack()
        await stack.setPath([.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id), .user(id: "u-carol")])
        weak let second = stack.pushed.entries[1]
        weak let third = stack.pushed.entries[2]

        await stack.setPath([.user(id: SeedData.bob.id)])

        #expect(second == nil)
        #expect(third == nil)
        #expect(stack.screen.name == "__SLUG__:u-bob")
    }

    @Test func settingTheSamePathChangesNothing() async {
        let stack = await harness.startedStack()
        await stack.setPath([.user(id: SeedData.bob.id)])
        let top = stack.top
        let calls = harness.service.calls.count

        await stack.setPath([.user(id: SeedData.bob.id)])

        #expect(stack.top === top)
        #expect(harness.service.calls.count == calls)
    }

    @Test func theOwnSummaryIsTheRootAndNeverOnThePath() async {
        let stack = harness.makeStack()
        await stack.setPath([.own, .user(id: SeedData.alice.id), .user(id: SeedData.bob.id)])
        #expect(stack.path == [.user(id: SeedData.bob.id)])
    }

    @Test func aLinkPushesItsRouteUnlessItIsOnTopAndTheOwnSummaryPopsToTheRoot() async {
        let stack = harness.makeStack()
        await stack.setPath([.user(id: SeedData.bob.id)])
        #expect(stack.path(showing: .user(id: SeedData.bob.id)) == [.user(id: SeedData.bob.id)])
        #expect(
            stack.path(showing: .user(id: SeedData.newbie.id))
                == [.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id)])
        #expect(stack.path(showing: .own) == [])
        #expect(stack.path(showing: .user(id: SeedData.alice.id)) == [])
    }

    @Test func aSavedPathPutsTheSameStackBack() async {
        let stack = await harness.startedStack()
        await stack.setPath([.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id)])
        let relaunched = __NAME__Harness()
        let restored = relaunched.makeStack()

        await restored.setPath(stack.path)
        await restored.start()

        #expect(restored.screen == stack.screen)
    }

    @Test func aPathSetAfterStartLoadsTheNewTop() async {
        let stack = await harness.startedStack()
        await stack.setPath([.user(id: SeedData.bob.id)])
        #expect(stack.top.profile == SeedData.profile(of: SeedData.bob))
    }

    @Test func nothingLoadsBeforeStart() async {
        let stack = harness.makeStack()
        await stack.setPath([.user(id: SeedData.bob.id)])
        await stack.refresh()
        #expect(harness.service.calls.isEmpty)
    }
}
