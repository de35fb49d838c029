/// One account as stored. The password is kept as given: this is a local test fixture, and its
/// file is created 0600.
struct UserRecord: Codable, Equatable {
    let id: String
    let email: String
    let password: String
    var name: String
    var bio: String
    var onboardingStep: OnboardingStep
    var onboardingCompleted: Bool
    var settings: UserSettings

    var user: User {
        User(id: id, email: email, name: name, onboardingCompleted: onboardingCompleted)
    }

    var onboarding: OnboardingProgress {
        OnboardingProgress(step: onboardingStep.rawValue, completed: onboardingCompleted)
    }

    var isPrivate: Bool {
        settings.profileVisibility == .private
    }
}
