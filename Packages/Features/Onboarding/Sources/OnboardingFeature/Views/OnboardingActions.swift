import Design

extension Screen.Action {
    static let continueOnboarding = Screen.Action(.onboardingNext, title: "Continue")
    static let finishOnboarding = Screen.Action(.onboardingNext, title: "Finish and start using the app")
    static let goBack = Screen.Action(.onboardingBack, title: "Go back a step")
    static let setName = Screen.Action(.onboardingName, title: "Set your display name")
    static let signOut = Screen.Action(.logout, title: "Sign out")
}
