import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsOutputTests {
    @Test func signOutOnlyAsksTheCoordinator() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.account)
        await harness.stack.signOut()
        #expect(harness.outputs.outputs == [.signOutRequested])
        #expect(harness.stack.screen.name == "settings:account")
    }

    @Test func browsingAndChangingSettingsAsksTheCoordinatorNothing() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.appearance)
        await harness.stack.change(.appearance(.light))
        await harness.stack.back()
        #expect(harness.outputs.outputs.isEmpty)
    }
}
