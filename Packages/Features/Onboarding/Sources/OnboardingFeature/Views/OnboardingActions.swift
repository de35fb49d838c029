import Design

/// The commands the onboarding screens offer.
extension Screen.Action {
    /// Going on to the next step.
    static let continueOnboarding = Screen.Action(command: "onboarding next", title: "Continue")
    /// Finishing onboarding, on the last step.
    static let finishOnboarding = Screen.Action(
        command: "onboarding next", title: "Finish and start using the app")
    /// Going back to the previous step, on every step but welcome.
    static let goBack = Screen.Action(command: "onboarding back", title: "Go back a step")
    /// Setting the display name, on profileSetup.
    static let setName = Screen.Action(command: "onboarding name VALUE", title: "Set your display name")
    /// Signing out, on every step.
    static let signOut = Screen.Action(command: "logout", title: "Sign out")
}
