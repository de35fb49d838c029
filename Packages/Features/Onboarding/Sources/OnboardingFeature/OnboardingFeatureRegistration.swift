import FeatureKit
import Models

/// The onboarding feature as the app sees it: the screen of the app's onboarding state, the
/// `onboarding` commands, and the services it brings.
public let registration = FeatureRegistration<any OnboardingFeatureDependencies>(
    name: "onboarding",
    screens: [.oneOf("onboarding", "step", OnboardingStep.allCases.map(\.rawValue))],
    commands: OnboardingIntent.commands,
    dependencies: { environment in LiveOnboardingDependencies(environment) },
    output: { $0.appOutput },
    make: { dependencies, context, root in
        OnboardingController(step: root?.step ?? .welcome, dependencies: dependencies, context: context)
    }
)
