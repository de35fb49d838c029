import Models

/// Reads and saves a first-time user's onboarding progress.
public protocol OnboardingService: Sendable {
    /// The step the signed-in user has reached.
    func currentStep() async throws -> OnboardingStep
}
