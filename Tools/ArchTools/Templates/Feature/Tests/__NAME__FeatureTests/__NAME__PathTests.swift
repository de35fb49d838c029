import Models
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

/// The path as a value, as `NavigationStack(path:)` binds one: whatever path is set is read back
/// as written, the screens of the common prefix stay, new routes get new screens, dropped ones are
/// released, and what a new top shows loads only when it appears.
@MainActor
@Suite struct __NAME__PathTests {
    let harness = __NAME__Harness()

    @Test func aPathThatSharesAPrefixKeepsThoseScreensWithoutReloadingThem() async {
        let stack = await harness.startedStack()
        await stack.navigate(to: [.item(id: items[0].id), .item(id: items[1].id)])
        let first = stack.pushed.entries[0]
        let calls = harness.service.calls.count

        await stack.navigate(to: [.item(id: items[0].id), .item(id: items[2].id)])

        #expect(stack.pushed.entries[0] === first)
        #expect(Array(harness.service.calls.dropFirst(calls)) == [.item(id: items[2].id)])
        #expect(stack.screen.name == "\(slug):\(items[2].id)")
    }

    @Test func aWrittenPathReadsBackAsWrittenAndLoadsNothingUntilItsTopAppears() async {
        let stack = await harness.startedStack()
        let calls = harness.service.calls.count
        let written: [__NAME__Route] = [.list, .item(id: second), .item(id: second)]

        stack.setPath(written)

        #expect(stack.path == written)
        #expect(harness.service.calls.count == calls)
        await stack.start()
        #expect(Array(harness.service.calls.dropFirst(calls)) == [.item(id: second)])
    }

    @Test func poppingTwoScreensReleasesBoth() async {
        let stack = await harness.startedStack()
        await stack.navigate(to: [.item(id: items[0].id), .item(id: items[1].id), .item(id: items[2].id)])
        weak let secondScreen = stack.pushed.entries[1]
        weak let thirdScreen = stack.pushed.entries[2]

        await stack.navigate(to: [.item(id: items[0].id)])

        #expect(secondScreen == nil)
        #expect(thirdScreen == nil)
        #expect(stack.screen.name == "\(slug):\(items[0].id)")
    }

    @Test func settingTheSamePathChangesNothing() async {
        let stack = await harness.startedStack()
        await stack.navigate(to: [.item(id: second)])
        let top = stack.top
        let calls = harness.service.calls.count

        stack.setPath([.item(id: second)])

        #expect(stack.top === top)
        #expect(harness.service.calls.count == calls)
    }

    @Test func aLinkPushesItsRouteUnlessItIsOnTopAndTheListPopsToTheRoot() {
        let stack = harness.makeStack()
        stack.setPath([.item(id: second)])
        #expect(stack.path(showing: .item(id: second)) == [.item(id: second)])
        #expect(stack.path(showing: .item(id: items[2].id)) == [.item(id: second), .item(id: items[2].id)])
        #expect(stack.path(showing: .list) == [])
    }

    @Test func aSavedPathPutsTheSameStackBack() async {
        let stack = await harness.startedStack()
        await stack.navigate(to: [.item(id: items[0].id), .item(id: items[1].id)])
        let relaunched = __NAME__Harness()
        let restored = relaunched.makeStack()

        restored.setPath(stack.path)
        await restored.start()

        #expect(restored.screen == stack.screen)
    }

    @Test func nothingLoadsBeforeStart() async {
        let stack = harness.makeStack()
        stack.setPath([.item(id: second)])
        await stack.refresh()
        #expect(harness.service.calls.isEmpty)
    }
}
