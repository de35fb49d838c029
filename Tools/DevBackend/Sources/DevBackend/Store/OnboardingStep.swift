/// The onboarding steps, in order; the raw values are the wire values.
enum OnboardingStep: String, Codable, CaseIterable {
    case welcome
    case permissions
    case profileSetup
    case complete
}
