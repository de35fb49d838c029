import Analytics
import Models
import Services

/// Builds the onboarding feature for a first-time user from its dependencies; cheap to create.
public struct OnboardingFeatureFactory: Sendable {
    private let onboardingService: any OnboardingService
    private let profileService: any ProfileService
    private let analytics: any Analytics
    private let user: User

    /// A factory for `signedInUser`, whose name (from sign-up) prefills the display name.
    public init(
        onboardingService: any OnboardingService, profileService: any ProfileService,
        analytics: any Analytics, signedInUser: User
    ) {
        self.onboardingService = onboardingService
        self.profileService = profileService
        self.analytics = analytics
        self.user = signedInUser
    }

    /// A new onboarding at `route`'s step (welcome after sign-up, or the step the app restored),
    /// reporting each move to `output`.
    @MainActor
    public func make(
        at route: OnboardingRoute, output: @escaping @MainActor (OnboardingOutput) async -> Void
    ) -> any OnboardingFeatureAPI {
        OnboardingController(
            step: route.step, user: user, onboardingService: onboardingService,
            profileService: profileService, analytics: analytics, output: output
        )
    }
}
