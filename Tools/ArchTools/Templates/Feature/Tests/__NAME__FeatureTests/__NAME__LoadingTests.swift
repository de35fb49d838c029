import Models
import Services
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__LoadingTests {
    let harness = __NAME__Harness()

    @Test func theListLoadsItsItems() async {
        let controller = harness.makeListController()
        await controller.load()
        #expect(controller.items == items)
        #expect(controller.hasLoaded)
        #expect(harness.service.calls == [.items])
    }

    @Test func anItemLoadsByItsID() async {
        let controller = harness.makeItemController()
        await controller.load()
        #expect(controller.item == items[1])
        #expect(harness.service.calls == [.item(id: second)])
    }

    @Test(arguments: serviceErrorMessages)
    func aFailedLoadShowsItsMessage(error: ServiceError, message: String) async {
        harness.service.failNext(.items, with: error)
        let controller = harness.makeListController()
        await controller.load()
        #expect(controller.loading.errorMessage == message)
        #expect(!controller.hasLoaded)
    }

    @Test func aReloadAfterAFailureShowsTheItemsAndNoMessage() async {
        harness.service.failNext(.items, with: .offline)
        let controller = harness.makeListController()
        await controller.load()
        await controller.load()
        #expect(controller.items == items)
        #expect(controller.loading.errorMessage == nil)
    }

    @Test func aDeletedItemIsNoLongerShown() async {
        let controller = harness.makeItemController()
        await controller.load()
        await harness.service.remove(id: second)
        await controller.load()
        #expect(controller.item == nil)
        #expect(controller.loading.errorMessage == ServiceError.notFound.localizedDescription)
    }

    @Test func anItemFailingForAPassingReasonKeepsWhatItShowed() async {
        let controller = harness.makeItemController()
        await controller.load()
        harness.service.failNext(.item, with: .timeout)
        await controller.load()
        #expect(controller.item == items[1])
    }

    @Test func loadIfNeededLoadsOnceLoaded() async {
        let controller = harness.makeListController()
        await controller.loadIfNeeded()
        await controller.loadIfNeeded()
        #expect(harness.service.calls == [.items])
    }

    @Test func anIDThatBreaksTheRuleIsRefusedWithTheRuleAndOpensNothing() async {
        let controller = harness.makeListController()
        await controller.open(id: "not an id")
        #expect(controller.destination == nil)
        #expect(controller.loading.errorMessage == __NAME__Item.idRule)
    }
}
