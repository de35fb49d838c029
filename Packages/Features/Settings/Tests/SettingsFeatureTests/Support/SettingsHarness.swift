import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Models
import Services
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
            dependencies: FakeDependencies(settings: service, analytics: analytics),
            context: FeatureContext(user: SeedData.alice) { [outputs] in outputs.record($0) })
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

/// The fakes, as the feature's dependencies.
struct FakeDependencies: SettingsFeatureDependencies {
    let settings: any SettingsService
    let analytics: any Analytics
}

/// The app's ways of driving a settings stack, spelled as the tests use them: `settings set`
/// through `perform`, and links, `back` and restoration through `setPath`, as the app does (then,
/// but for a restoration, `start` as the new top appears).
extension SettingsFeatureAPI {
    func change(_ change: SettingsChange) async {
        _ = await perform(.change(change))
    }

    func show(_ route: SettingsRoute) async {
        await navigate(to: path(showing: route))
    }

    func back() async {
        await navigate(to: Array(path.dropLast()))
    }

    func restore(path: [SettingsRoute]) {
        setPath(path)
    }

    /// Writes `path` as the app does: at once (a path that changes nothing is no write), then the new top appears.
    func navigate(to path: [SettingsRoute]) async {
        guard path != self.path else { return }
        setPath(path)
        await start()
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
