import Models
import Services
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__NavigationTests {
    let harness = __NAME__Harness()

    @Test func theFeatureStartsAtItsList() async {
        let stack = await harness.startedStack()
        #expect(stack.screen.name == slug)
        #expect(stack.path.isEmpty)
    }

    @Test func openingAnItemPushesItAndLoadsIt() async {
        let stack = await harness.startedStack()
        #expect(await stack.perform(.openItem(second.rawValue)))
        #expect(stack.path == [.item(id: second)])
        #expect(stack.screen.title == items[1].title)
    }

    @Test func anItemIsOpenedOnlyFromTheList() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        #expect(await !stack.perform(.openItem(items[2].id.rawValue)))
        #expect(stack.path == [.item(id: second)])
    }

    @Test func backReturnsToTheListWithoutLoadingItAgain() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        await stack.back()
        #expect(stack.screen.name == slug)
        #expect(harness.service.calls.filter { $0 == .items }.count == 1)
    }

    @Test func aDeletedItemShowsWhyAndKeepsThePath() async {
        await harness.service.remove(id: second)
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        #expect(stack.path == [.item(id: second)])
        #expect(stack.screen.banner == .error(ServiceError.notFound.localizedDescription))
    }

    @Test func leavingAScreenLeavesItsMessageBehind() async {
        harness.service.failNext(.item, with: .offline)
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        await stack.back()
        #expect(stack.screen.banner == nil)
    }

    @Test func refreshReloadsTheTopScreen() async {
        let stack = await harness.startedStack()
        await stack.refresh()
        #expect(harness.service.calls == [.items, .items])
    }

    @Test func aWindowOfItsOwnStartsAtItsItem() async {
        let stack = harness.makeStack(root: .item(id: second))
        await stack.start()
        #expect(stack.screen.name == "\(slug):\(second)")
        #expect(!stack.screen.commands.contains("back"))
    }
}
