import Analytics
import Models
import Services

/// Ending a session, logout or expiry, done one way: windows and scene storage first, then the rest.
@MainActor
struct SessionEnd {
    let dependencies: AppDependencies
    let windows: WindowRegistry
    let analytics: AnalyticsQueue
    let emit: @MainActor (AppEvent) -> Void

    static var logoutNoticeLimit: Duration { .seconds(3) }

    func closeWindows() {
        dependencies.scenes.clear()
        for id in windows.ids where id != .main {
            windows.close(id)
            emit(.window(.closed, id))
        }
    }

    func finish() async {
        await dependencies.profiles.clearCache()
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
