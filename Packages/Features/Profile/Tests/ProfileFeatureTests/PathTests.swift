import Models
import ServicesTesting
import Testing

@testable import ProfileFeature

/// The path as a value, as `NavigationStack(path:)` binds one: whatever path is set, the screens
/// of the common prefix stay, new routes get new screens, and dropped ones go.
@MainActor
@Suite struct PathTests {
    let harness = Harness()

    private func calls(to id: ID<User>) -> Int {
        harness.service.calls.filter { $0 == .profile(userID: id) }.count
    }

    @Test func aPathThatSharesAPrefixKeepsThoseScreensWithoutReloadingThem() async {
        let stack = harness.makeStack()
        await stack.start()
        await stack.navigate(to: [.user(id: SeedData.bob.id), .post(id: "b3")])
        let bob = stack.pushed.entries[0]
        let loads = calls(to: SeedData.bob.id)

        await stack.navigate(to: [.user(id: SeedData.bob.id), .post(id: "b5"), .post(id: "b6")])

        #expect(stack.pushed.entries[0] === bob)
        #expect(calls(to: SeedData.bob.id) == loads)
        #expect(stack.screen.name == "post:b6")
    }

    @Test func aLinkThatPushesThreeScreensLoadsOnlyTheTop() async {
        let stack = harness.makeStack()
        await stack.start()
        let before = harness.service.calls.count

        await stack.navigate(to: [.user(id: SeedData.bob.id), .post(id: "b1"), .post(id: "b2")])

        #expect(stack.pushed.entries.count == 3)
        #expect(Array(harness.service.calls.dropFirst(before)) == [.cachedPost(id: "b2"), .post(id: "b2")])
    }

    @Test func poppingTwoScreensReleasesBoth() async {
        let stack = harness.makeStack()
        await stack.start()
        await stack.navigate(to: [.user(id: SeedData.bob.id), .post(id: "b1"), .post(id: "b2")])
        weak let first = stack.pushed.entries[1].postController
        weak let second = stack.pushed.entries[2].postController

        await stack.navigate(to: [.user(id: SeedData.bob.id)])

        #expect(first == nil)
        #expect(second == nil)
        #expect(stack.screen.name == "profile:u-bob")
    }

    @Test func aWrittenPathReadsBackAsWrittenAndLoadsNothingUntilTheTopAppears() async {
        let stack = harness.makeStack()
        await stack.start()
        let before = harness.service.calls.count
        let written: [ProfileRoute] = [.own, .user(id: SeedData.alice.id), .post(id: "p1"), .post(id: "p1")]

        stack.setPath(written)

        #expect(stack.path == written)
        #expect(harness.service.calls.count == before)
        await stack.start()
        #expect(Array(harness.service.calls.dropFirst(before)) == [.cachedPost(id: "p1"), .post(id: "p1")])
    }

    @Test func settingTheSamePathChangesNothing() async {
        let stack = harness.makeStack()
        await stack.start()
        await stack.navigate(to: [.post(id: "p3")])
        let top = stack.pushed.top
        let before = harness.service.calls.count

        await stack.navigate(to: [.post(id: "p3")])

        #expect(stack.pushed.top === top)
        #expect(harness.service.calls.count == before)
    }

    @Test func aLinkToTheTopLeavesThePathAsItIs() async {
        let stack = harness.makeStack()
        stack.setPath([.post(id: "p3")])
        #expect(stack.path(showing: .post(id: "p3")) == [.post(id: "p3")])
        #expect(stack.path(showing: .post(id: "p4")) == [.post(id: "p3"), .post(id: "p4")])
        #expect(stack.path(showing: .user(id: SeedData.alice.id)) == [])
    }
}
