import Models

/// Everything a user can ask of the app, whichever screen they are on, with typed values. The app
/// decides whether the current screen offers it (`IntentResult.notOffered` when not).
public enum UserIntent: Sendable, Equatable {
    /// Sign in with an email and a password, from the sign-in screen.
    case login(email: String, password: String)
    /// Create an account and sign in to it, from the sign-in screen.
    case signup(email: String, password: String, name: String)
    /// Sign out: local credentials and scenes go first, then the backend is told (best effort).
    case logout
    /// Finish the current onboarding step and go to the next one (or complete onboarding).
    case onboardingNext
    /// Go back one onboarding step.
    case onboardingBack
    /// Set the name on the onboarding step that asks for one.
    case onboardingName(String)
    /// Show a tab of the main window.
    case selectTab(MainTab)
    /// Pop the focused window's navigation stack.
    case back
    /// Deliver a deep link, as typed (the router rejects what it can't parse, with a reason).
    case open(String, window: WindowID?)
    /// Load the next page of posts on the profile shown.
    case loadMorePosts
    /// Push a post onto the focused window's profile stack.
    case openPost(id: String)
    /// Change the signed-in user's display name.
    case editProfileName(String)
    /// Change the signed-in user's bio.
    case editProfileBio(String)
    /// Change one setting, already parsed and checked by the settings feature's own type.
    case changeSetting(SettingsChange)
    /// Leave an error state: relaunch after a failed launch, or sign in again after an expiry.
    case retry
    /// Move a window (the focused one when `window` is nil) to a scene phase.
    case phase(ScenePhase, window: WindowID?)
    /// Open a post in a window of its own.
    case openPostWindow(postID: String)
    /// Close a post window (the main window can't be closed).
    case closeWindow(WindowID)
    /// Make a window the one intents go to.
    case focusWindow(WindowID)
}

/// Whether the app acted on an intent.
public enum IntentResult: Sendable, Equatable {
    /// The intent ran to completion (its outcome, success or a user-facing error, is on screen).
    case done
    /// The current screen does not offer it; nothing changed. The message says why.
    case notOffered(String)
}
