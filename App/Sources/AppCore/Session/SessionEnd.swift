import Analytics
import Models
import Services

/// Ending a session, logout or expiry, done one way: the user's scene storage is cleared and
/// their windows close before the app moves on, then caches are cleared and analytics delivers
/// their events and forgets them.
@MainActor
struct SessionEnd {
    let dependencies: AppDependencies
    let windows: WindowRegistry
    let analytics: AnalyticsQueue
    let emit: @MainActor (AppEvent) -> Void

    /// How long a logout waits for the backend to hear of it.
    static var logoutNoticeLimit: Duration { .seconds(3) }

    /// Forgets the windows the user had: scene storage, and every window but main, closed.
    func closeWindows() {
        dependencies.scenes.clear()
        for id in windows.ids where id != .main {
            windows.close(id)
            emit(.window(.closed, id))
        }
    }

    /// What follows once the app has moved on: caches, and analytics' events and identity.
    func finish() async {
        await dependencies.profiles.clearCache()
        await analytics.drain()
        await dependencies.analytics.reset()
        await dependencies.analytics.flush()
    }

    /// Tells the backend that `session` ended, giving up after `logoutNoticeLimit`: the device is
    /// signed out already, and only the logout waits for the answer.
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
