import AppCore
import DevBackend

/// A row of the network-fault table: an endpoint the app calls, how to bring the app to the
/// moment before it calls it, and the user action that makes the call.
enum FaultedEndpoint: String, CaseIterable, Sendable {
    case login, signup, refresh, getSession, deleteSession, getMyProfile, updateMyProfile, getUser
    case getUserPosts, getPost, getSettings, putSettings, getOnboarding, putOnboarding
    case completeOnboarding, uploadAnalyticsEvents

    var route: DevBackend.Route {
        switch self {
        case .login: .login
        case .signup: .signup
        case .refresh: .refresh
        case .getSession: .getSession
        case .deleteSession: .deleteSession
        case .getMyProfile: .getMyProfile
        case .updateMyProfile: .updateMyProfile
        case .getUser: .getUser
        case .getUserPosts: .getUserPosts
        case .getPost: .getPost
        case .getSettings: .getSettings
        case .putSettings: .putSettings
        case .getOnboarding: .getOnboarding
        case .putOnboarding: .putOnboarding
        case .completeOnboarding: .completeOnboarding
        case .uploadAnalyticsEvents: .uploadAnalyticsEvents
        }
    }

    /// What the user does in the table's "action" column.
    var action: String {
        switch self {
        case .login: "sign in"
        case .signup: "sign up"
        case .refresh: "open settings with an expired access token"
        case .getSession: "launch with a stored session"
        case .deleteSession: "log out"
        case .getMyProfile: "sign in (the profile tab loads)"
        case .updateMyProfile: "edit the profile name"
        case .getUser: "open app://profile/u-bob"
        case .getUserPosts: "load more posts"
        case .getPost: "open a post"
        case .getSettings: "open the settings tab"
        case .putSettings: "change a setting"
        case .getOnboarding: "a first-time user signs in"
        case .putOnboarding: "onboarding: next"
        case .completeOnboarding: "onboarding: finish"
        case .uploadAnalyticsEvents: "go to the background (flush)"
        }
    }

    /// Brings the app to the moment before the action.
    @MainActor
    func prepare(_ app: FaultyApp) async throws {
        switch self {
        case .login, .signup, .getMyProfile, .getOnboarding:
            break
        case .refresh:
            await app.signIn("alice@example.com")
            try await app.backend.expireAccessTokens()
        case .getSession, .deleteSession, .updateMyProfile, .getUser, .getUserPosts, .getPost, .getSettings,
            .uploadAnalyticsEvents:
            await app.signIn("alice@example.com")
        case .putSettings:
            await app.signIn("alice@example.com")
            await app.perform(.selectTab("settings"))
        case .putOnboarding:
            await app.signIn("newbie@example.com")
        case .completeOnboarding:
            await app.signIn("newbie@example.com")
            for _ in 0..<3 { await app.perform(.onboardingNext) }
        }
    }

    /// The action.
    @MainActor
    func act(_ app: FaultyApp) async throws {
        switch self {
        case .login, .getMyProfile: await app.signIn("alice@example.com")
        case .signup:
            await app.perform(.signup(email: "new@example.com", password: "new-pass-42", name: "New"))
        case .refresh, .getSettings: await app.perform(.selectTab("settings"))
        case .getSession: try await app.relaunch()
        case .deleteSession: await app.perform(.logout)
        case .updateMyProfile: await app.perform(.editProfileName("Alice Faulty"))
        case .getUser: await app.perform(.open("app://profile/u-bob", window: nil))
        case .getUserPosts: await app.perform(.loadMorePosts)
        case .getPost: await app.perform(.openPost(id: "p5"))
        case .putSettings: await app.perform(.changeSetting(.emailNotifications(true)))
        case .getOnboarding: await app.signIn("newbie@example.com")
        case .putOnboarding, .completeOnboarding: await app.perform(.onboardingNext)
        case .uploadAnalyticsEvents: await app.perform(.phase(.background, window: nil))
        }
    }
}
