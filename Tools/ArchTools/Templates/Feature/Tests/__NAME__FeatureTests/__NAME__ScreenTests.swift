import Design
import Models
import Services
import ServicesTesting
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__ScreenTests {
    let harness = __NAME__Harness()

    @Test func theListShowsEachItem() async {
        let stack = await harness.startedStack()
        #expect(stack.screen.title == "__TITLE__")
        let rows = items.map { Screen.Row.item(id: $0.id.rawValue, title: $0.title, detail: $0.detail) }
        #expect(stack.screen.rows == rows)
    }

    @Test func anItemShowsItsTitleAndDetail() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        #expect(stack.screen.name == "\(slug):\(second)")
        #expect(stack.screen.title == items[1].title)
        #expect(stack.screen.rows == [.text(items[1].detail)])
    }

    @Test func theListOffersOpeningAnItemAndTheProfile() async {
        let stack = await harness.startedStack()
        #expect(stack.screen.commands == ["\(slug) open ID", "\(slug) profile"])
    }

    @Test func aPushedItemOffersTheProfileAndGoingBack() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        #expect(stack.screen.commands == ["\(slug) profile", "back"])
    }

    @Test func theListShowsLoadingWhileItsItemsLoad() async {
        let stack = harness.makeStack()
        let request = harness.service.suspendNext(.items)
        let starting = Task { await stack.start() }
        await request.waitUntilHeld()
        #expect(stack.screen.rows == [.loading])
        request.resume()
        await starting.value
        #expect(!stack.screen.rows.contains(.loading))
    }

    @Test func aFailureShowsAsABanner() async {
        harness.service.failNext(.items, with: .offline)
        let stack = await harness.startedStack()
        #expect(stack.screen.banner == .error(ServiceError.offline.localizedDescription))
        #expect(stack.screen.rows.isEmpty)
    }
}
