import AnalyticsTesting
import AppTesting
import Clocks
import Foundation
import Models
import ServicesTesting

@testable import AppCore

/// The app on ServicesTesting fakes (`AppDependencies.test`), with `signedInUser`'s session
/// already stored. Each fake can be scripted to fail or hold a call before the app launches.
@MainActor
final class FakeApp: AppDriver {
    let auth: FakeAuthService
    let profiles: FakeProfileService
    let onboarding: FakeOnboardingService
    let analytics = RecordingAnalytics()
    let directory: URL
    let timerClock = VirtualClock()
    let logs = LogCapture()
    let app: AppCoordinator
    let log = EventLog()
    /// The app's scene storage, to put a snapshot there before launch.
    let store: SceneStore

    init(signedInUser user: User? = SeedData.alice, minimumLaunch: Duration = .zero) throws {
        directory = try ScratchDirectory.make("app-core-fakes")
        auth = .seeded(signedInUser: user)
        profiles = .seeded(signedInAs: user ?? SeedData.alice)
        onboarding = .seeded(for: user ?? SeedData.newbie)
        // No request is ever sent: every service is a fake.
        let configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: URL(string: "http://127.0.0.1:9")!,
            minimumLaunchDuration: minimumLaunch, timerClock: timerClock, networkClock: ImmediateClock(),
            logger: logs.logger)
        let dependencies = AppDependencies.test(
            configuration, auth: auth, profiles: profiles, onboarding: onboarding, analytics: analytics)
        store = dependencies.scenes
        let log = log
        app = AppCoordinator(dependencies: dependencies) { log.record($0) }
        log.app = app
    }

    deinit {
        ScratchDirectory.remove(directory)
    }
}
