import AnalyticsTesting
import Design
import Models
import ServicesTesting

@testable import SettingsFeature

/// A settings stack for alice on the fakes, with what it tracks and asks recorded.
@MainActor
struct SettingsHarness {
    let service: FakeSettingsService
    let analytics = RecordingAnalytics(userID: SeedData.alice.id.rawValue)
    let outputs = OutputRecorder<SettingsOutput>()
    let stack: SettingsStack

    init(service: FakeSettingsService = .seeded()) {
        self.service = service
        stack = SettingsStack(
            controller: SettingsController(service: service, analytics: analytics, output: outputs.record),
            user: SeedData.alice,
            analytics: analytics,
            output: outputs.record
        )
    }

    var controller: SettingsController {
        stack.controller
    }

    /// The `screen` property of each `screen_viewed` event, in order.
    var screensViewed: [String] {
        analytics.events(named: "screen_viewed").map { tracked in
            guard case .string(let screen) = tracked.event.properties["screen"] else { return "?" }
            return screen
        }
    }

    /// The update calls the service received, in order.
    var updatesSent: [Settings] {
        service.calls.compactMap { call in
            guard case .update(let settings) = call else { return nil }
            return settings
        }
    }
}

extension Screen {
    /// The commands of the screen's actions.
    var commands: [String] {
        actions.map(\.command)
    }

    /// The screen as the headless app prints it.
    var rendered: String {
        TextRenderer().render(self)
    }
}

extension Settings {
    /// The seeded settings with some changes made.
    static func seeded(
        push: Bool = true, email: Bool = false, appearance: Appearance = .system,
        profile: ProfileVisibility = .public
    ) -> Settings {
        Settings(
            notifications: Notifications(push: push, email: email),
            appearance: appearance,
            privacy: Privacy(profile: profile)
        )
    }
}
