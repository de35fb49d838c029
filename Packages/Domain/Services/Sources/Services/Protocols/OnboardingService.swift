import Models

/// A first-time user's onboarding progress, kept by the backend so a relaunch resumes it.
public protocol OnboardingService: Sendable {
    /// The saved progress.
    func progress() async throws(ServiceError) -> OnboardingProgress

    /// Saves the step the user has reached; returns the saved progress.
    func save(step: OnboardingStep) async throws(ServiceError) -> OnboardingProgress

    /// Finishes onboarding: the user's `onboardingCompleted` becomes true.
    func complete() async throws(ServiceError) -> OnboardingProgress
}
