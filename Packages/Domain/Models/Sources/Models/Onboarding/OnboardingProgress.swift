/// Where a user is in onboarding, as the backend keeps it: `{step, completed}`.
public struct OnboardingProgress: Codable, Equatable, Sendable {
    /// The step to show next time onboarding resumes.
    public let step: OnboardingStep
    /// Whether onboarding has been finished.
    public let completed: Bool

    /// Creates progress.
    public init(step: OnboardingStep, completed: Bool) {
        self.step = step
        self.completed = completed
    }

    /// A copy saved at another step.
    public func with(step: OnboardingStep) -> OnboardingProgress {
        OnboardingProgress(step: step, completed: completed)
    }

    /// A copy marked finished, on the last step.
    public func markedCompleted() -> OnboardingProgress {
        OnboardingProgress(step: .complete, completed: true)
    }
}
