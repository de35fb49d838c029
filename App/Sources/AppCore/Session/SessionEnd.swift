import Analytics
import FeatureKit
import Logging
import Models
import Services

/// Ending a session, logout or expiry, done one way: windows, scene storage and the features'
/// files first, then what the features do when a session ends, then analytics.
@MainActor
struct SessionEnd {
    let dependencies: AppDependencies
    let windows: WindowRegistry
    let analytics: AnalyticsQueue
    let emit: @MainActor (AppEvent) -> Void

    static var logoutNoticeLimit: Duration { .seconds(3) }

    func closeWindows() {
        dependencies.scenes.clear()
        let folder = AppDependencies.featureFolder(in: dependencies.configuration.dataDirectory)
        do {
            try FeatureStorage(directory: folder).removeAll()
        } catch {
            dependencies.configuration.logger.error("Could not remove the features' files: \(error)")
        }
        for id in windows.ids where id != .main {
            windows.close(id)
            emit(.window(.closed, id))
        }
    }

    func finish(features: [BuiltFeature]) async {
        for feature in features {
            await feature.sessionEnded()
        }
        await analytics.drain()
        await dependencies.analytics.reset()
        await dependencies.analytics.flush()
    }

    func announceLogout(of session: Session) async {
        let auth = dependencies.auth
        let limit = Deadline(after: Self.logoutNoticeLimit, on: dependencies.configuration.timerClock)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await auth.announceLogout(of: session) }
            group.addTask { try? await limit.wait() }
            await group.next()
            group.cancelAll()
        }
    }
}
