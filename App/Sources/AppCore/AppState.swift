import Models

/// The app's mode: exactly one of these at any time.
public enum AppState: Sendable, Equatable {
    case loading
    case unauthenticated
    case onboarding(OnboardingStep)
}
