import AnalyticsTesting
import Design
import Models
import ServicesTesting

@testable import __NAME__Feature

/// The feature's stack signed in as alice, on the fakes seeded like the dev backend, with what it
/// tracks and asks recorded.
@MainActor
struct __NAME__Harness {
    let service = FakeProfileService.seeded(signedInAs: SeedData.alice)
    let analytics = RecordingAnalytics(userID: SeedData.alice.id)
    let outputs = OutputRecorder<__NAME__Output>()
    let stack: __NAME__Stack

    init() {
        stack = __NAME__Stack(
            user: SeedData.alice, service: service, analytics: analytics, output: outputs.record
        )
    }

    /// A controller for `route` on the same fakes, outside any stack.
    func makeController(_ route: __NAME__Route = .own) -> __NAME__Controller {
        __NAME__Controller(route: route, service: service, output: outputs.record)
    }

    /// The `screen` property of each `screen_viewed` event, in order.
    var screensViewed: [String] {
        analytics.events(named: "screen_viewed").map { tracked in
            guard case .string(let screen) = tracked.event.properties["screen"] else { return "?" }
            return screen
        }
    }
}

extension Screen {
    /// The commands of the screen's actions.
    var commands: [String] {
        actions.map(\.command)
    }

    /// Every row of every section, top to bottom.
    var rows: [Row] {
        sections.flatMap(\.rows)
    }
}
