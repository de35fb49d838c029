import Models
import Services

/// An in-memory onboarding service for tests and demos.
public actor FakeOnboardingService: OnboardingService {
    private let step: OnboardingStep

    /// Creates a fake that reports `step`.
    public init(step: OnboardingStep) {
        self.step = step
    }

    /// The step the fake was created with.
    public func currentStep() -> OnboardingStep {
        step
    }
}
