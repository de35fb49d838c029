import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsOutputTests {
    @Test func browsingAndChangingSettingsAsksTheCoordinatorNothing() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.appearance)
        await harness.stack.change(.appearance(.light))
        await harness.stack.back()
        #expect(harness.outputs.outputs.isEmpty)
    }
}
