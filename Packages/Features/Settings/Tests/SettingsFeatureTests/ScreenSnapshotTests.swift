import Design
import ServicesTesting
import SnapshotTesting
import Testing

@testable import SettingsFeature

/// Every screen the settings feature can show, rendered as the headless app prints it and compared
/// with the text recorded in `__Snapshots__/ScreenSnapshotTests/`, one file per test. A change to
/// a screen fails here and shows as a diff; re-record on purpose with `SNAPSHOT_TESTING_RECORD=all`.
@MainActor
@Suite struct ScreenSnapshotTests {
    let harness = SettingsHarness()

    /// The stack started on `route`, its settings loaded.
    private func started(on route: SettingsRoute) async -> SettingsStack {
        await harness.stack.start()
        await harness.stack.show(route)
        return harness.stack
    }

    @Test func list() async {
        let stack = await started(on: .root)

        assertSnapshot(of: stack.screen.rendered, as: .lines)
    }

    @Test func listLoading() async {
        let request = harness.service.suspendNext(.settings)
        let starting = Task { await harness.stack.start() }
        await request.waitUntilHeld()

        assertSnapshot(of: harness.stack.screen.rendered, as: .lines)
        request.resume()
        await starting.value
    }

    @Test func listThatFailedToLoad() async {
        harness.service.failNext(.settings, with: .offline)
        let stack = await started(on: .root)

        assertSnapshot(of: stack.screen.rendered, as: .lines)
    }

    @Test func notificationsSection() async {
        let stack = await started(on: .notifications)

        assertSnapshot(of: stack.screen.rendered, as: .lines)
    }

    @Test func appearanceSection() async {
        let stack = await started(on: .appearance)

        assertSnapshot(of: stack.screen.rendered, as: .lines)
    }

    @Test func privacySection() async {
        let stack = await started(on: .privacy)

        assertSnapshot(of: stack.screen.rendered, as: .lines)
    }

    @Test func accountSection() async {
        let stack = await started(on: .account)

        assertSnapshot(of: stack.screen.rendered, as: .lines)
    }

    @Test func sectionLoading() async {
        harness.stack.restore(path: [.notifications])
        let request = harness.service.suspendNext(.settings)
        let starting = Task { await harness.stack.start() }
        await request.waitUntilHeld()

        assertSnapshot(of: harness.stack.screen.rendered, as: .lines)
        request.resume()
        await starting.value
    }

    @Test func sectionThatFailedToLoad() async {
        harness.service.failNext(.settings, with: .timeout)
        harness.stack.restore(path: [.appearance])
        await harness.stack.start()

        assertSnapshot(of: harness.stack.screen.rendered, as: .lines)
    }

    @Test func sectionWhoseChangeWasNotSaved() async {
        let stack = await started(on: .privacy)
        harness.service.failNext(.update, with: .offline)
        await stack.change(.profileVisibility(.private))

        assertSnapshot(of: stack.screen.rendered, as: .lines)
    }
}
