import Design

/// The actions the onboarding screens offer.
extension Screen.Action {
    /// Going on to the next step.
    static let continueOnboarding = Screen.Action(.onboardingNext, title: "Continue")
    /// Finishing onboarding, on the last step.
    static let finishOnboarding = Screen.Action(.onboardingNext, title: "Finish and start using the app")
    /// Going back to the previous step, on every step but welcome.
    static let goBack = Screen.Action(.onboardingBack, title: "Go back a step")
    /// Setting the display name, on profileSetup.
    static let setName = Screen.Action(.onboardingName, title: "Set your display name")
    /// Signing out, on every step.
    static let signOut = Screen.Action(.logout, title: "Sign out")
}
