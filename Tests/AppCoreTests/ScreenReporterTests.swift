import AnalyticsTesting
import Design
import Observation
import Testing

@testable import AppCore

/// A window's screen is built again only when something it read has changed, and reported once
/// per change.
@MainActor
struct ScreenReporterTests {
    @Test func anUnchangedScreenIsNotBuiltAgain() {
        let shown = ScreenReporter(emit: { _ in }, analytics: AnalyticsQueue(analytics: RecordingAnalytics()))
        let model = Model()
        var builds = 0
        let make = { () -> Screen? in
            builds += 1
            return Screen(name: model.name, title: model.name)
        }
        _ = shown.screen(of: .main, make: make)
        _ = shown.screen(of: .main, make: make)
        #expect(builds == 1)

        model.name = "settings"
        #expect(shown.screen(of: .main, make: make)?.name == "settings")
        #expect(builds == 2)
    }

    @Test func invalidatingBuildsEveryScreenAgain() {
        let shown = ScreenReporter(emit: { _ in }, analytics: AnalyticsQueue(analytics: RecordingAnalytics()))
        var builds = 0
        let make = { () -> Screen? in
            builds += 1
            return Screen(name: "profile", title: "Profile")
        }
        _ = shown.screen(of: .main, make: make)
        shown.invalidateAll()
        _ = shown.screen(of: .main, make: make)
        #expect(builds == 2)
    }

    @Test func aChangeIsReportedOnceAndAScreenNewlyShownCountsOnce() {
        let shown = ScreenReporter(emit: { _ in }, analytics: AnalyticsQueue(analytics: RecordingAnalytics()))
        let model = Model()
        let make = { (_: WindowID) -> Screen? in Screen(name: model.name, title: model.title) }

        let first = shown.update([.main], make: make)
        #expect(first.changed.map(\.screen.name) == ["profile"])
        #expect(first.newlyShown == ["profile"])
        #expect(shown.update([.main], make: make).changed.isEmpty)

        model.title = "Alice"
        let retitled = shown.update([.main], make: make)
        #expect(retitled.changed.map(\.screen.title) == ["Alice"])
        #expect(retitled.newlyShown.isEmpty)
    }
}

@Observable
@MainActor
private final class Model {
    var name = "profile"
    var title = "Profile"
}
