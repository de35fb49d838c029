import Models

/// Everything a user can ask of the app, whichever screen they are on, with typed values. The app
/// decides whether the current screen offers it (`IntentResult.notOffered` when not).
public enum UserIntent: Sendable, Equatable {
    case login(email: String, password: String)
    case signup(email: String, password: String, name: String)
    case logout
    case onboardingNext
    case onboardingBack
    case onboardingName(String)
    case selectTab(MainTab)
    case back
    /// Deliver a deep link, as typed (the router rejects what it can't parse, with a reason).
    case open(String, window: WindowID?)
    case loadMorePosts
    case openPost(id: String)
    case editProfileName(String)
    case editProfileBio(String)
    case changeSetting(SettingsChange)
    case retry
    case phase(ScenePhase, window: WindowID?)
    case openPostWindow(postID: String)
    case closeWindow(WindowID)
    case focusWindow(WindowID)
}

/// Whether the app acted on an intent.
public enum IntentResult: Sendable, Equatable {
    /// The intent ran to completion (its outcome, success or a user-facing error, is on screen).
    case done
    /// The current screen does not offer it; nothing changed. The message says why.
    case notOffered(String)
}
