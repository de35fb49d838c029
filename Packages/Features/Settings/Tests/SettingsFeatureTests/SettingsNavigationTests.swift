import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsNavigationTests {
    @Test func featureStartsAtTheList() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        #expect(harness.stack.screen.name == "settings")
        #expect(harness.stack.path.isEmpty)
    }

    @Test(arguments: [SettingsRoute.notifications, .appearance, .privacy, .account])
    func sectionRouteOpensThatSection(route: SettingsRoute) async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(route)
        #expect(harness.stack.screen.name == "settings:\(route.rawValue)")
        #expect(harness.stack.path == [route])
    }

    @Test func sectionRouteFromAnotherSectionReplacesIt() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.privacy)
        await harness.stack.show(.account)
        #expect(harness.stack.path == [.account])
    }

    @Test func rootRoutePopsToTheList() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.privacy)
        await harness.stack.show(.root)
        #expect(harness.stack.screen.name == "settings")
        #expect(harness.stack.path.isEmpty)
    }

    @Test func backPopsTheOpenSection() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.appearance)
        await harness.stack.back()
        #expect(harness.stack.screen.name == "settings")
        #expect(harness.stack.path.isEmpty)
    }

    @Test func backAtTheListChangesNothing() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.back()
        #expect(harness.stack.screen.name == "settings")
        #expect(harness.stack.path.isEmpty)
    }

    @Test func restoreReopensTheSavedSection() async {
        let harness = SettingsHarness()
        harness.stack.restore(path: [.privacy])
        await harness.stack.start()
        #expect(harness.stack.screen.name == "settings:privacy")
    }

    @Test func aPathReadsBackAsWrittenAndShowsItsTopSection() async {
        let harness = SettingsHarness()
        harness.stack.restore(path: [.privacy, .account])
        #expect(harness.stack.path == [.privacy, .account])
        #expect(harness.stack.screen.name == "settings:account")
        await harness.stack.back()
        #expect(harness.stack.screen.name == "settings:privacy")
    }

    @Test func theListPushedAboveASectionOffersGoingBack() async {
        let harness = SettingsHarness()
        harness.stack.restore(path: [.notifications, .root])
        #expect(harness.stack.path == [.notifications, .root])
        #expect(harness.stack.screen.name == "settings")
        #expect(harness.stack.screen.commands.contains("back"))
    }

    @Test func settingThePathLoadsNothingUntilTheTopAppears() async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: .offline)
        await harness.stack.start()
        harness.stack.restore(path: [.appearance])
        #expect(harness.service.calls == [.settings])
        await harness.stack.start()
        #expect(harness.service.calls == [.settings, .settings])
    }

    @Test func restoreOfAnEmptyPathShowsTheList() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.account)
        harness.stack.restore(path: [])
        #expect(harness.stack.screen.name == "settings")
    }

    @Test func savedPathRestoresTheSameStack() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.notifications)
        let restored = SettingsHarness()
        restored.stack.restore(path: harness.stack.path)
        #expect(restored.stack.screen.name == harness.stack.screen.name)
    }

    @Test func leavingAScreenLeavesItsErrorBehind() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        harness.service.failNext(.update, with: .offline)
        await harness.stack.change(.appearance(.dark))
        await harness.stack.show(.account)
        #expect(harness.stack.screen.banner == nil)
    }

    @Test func openingASectionAfterAFailedLoadLoadsAgain() async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: .offline)
        await harness.stack.start()
        await harness.stack.show(.notifications)
        #expect(harness.controller.settings == .seeded())
        #expect(harness.service.calls == [.settings, .settings])
    }

    @Test func refreshReloadsTheSettings() async throws {
        let harness = SettingsHarness()
        await harness.stack.start()
        _ = try await harness.service.update(.seeded(appearance: .light))
        await harness.stack.refresh()
        #expect(harness.controller.settings == .seeded(appearance: .light))
    }

    @Test func startingAgainLoadsNothingMore() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.start()
        #expect(harness.service.calls == [.settings])
    }
}
