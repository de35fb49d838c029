/// `OnboardingProgress` in the API document.
struct OnboardingProgress: Codable, Equatable {
    let step: String
    let completed: Bool
}

/// `OnboardingUpdate` in the API document: the step to save.
struct OnboardingUpdate: Codable {
    let step: String
}
