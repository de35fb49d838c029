import FeatureKit

/// Builds the onboarding feature for a first-time user from what it depends on; cheap to create.
public struct OnboardingFeatureFactory: Sendable {
    private let dependencies: any OnboardingFeatureDependencies

    /// A factory for features built from `dependencies`.
    public init(dependencies: any OnboardingFeatureDependencies) {
        self.dependencies = dependencies
    }

    /// A new onboarding for `context`'s user at `route`'s step.
    @MainActor
    public func make(context: FeatureContext<OnboardingOutput>, at route: OnboardingRoute) -> any OnboardingFeatureAPI {
        OnboardingController(step: route.step, dependencies: dependencies, context: context)
    }
}
