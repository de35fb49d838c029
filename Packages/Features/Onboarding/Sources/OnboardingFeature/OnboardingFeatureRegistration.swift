import FeatureKit
import Models

/// The onboarding feature as the app sees it: the onboarding state's screen and the `onboarding` commands.
public let registration = FeatureRegistration<any OnboardingFeatureDependencies>(
    name: "onboarding",
    screens: [.oneOf("onboarding", "step", OnboardingStep.allCases.map(\.rawValue))],
    commands: OnboardingIntent.commands,
    make: { dependencies, context, root in
        OnboardingController(step: root?.step ?? .welcome, dependencies: dependencies, context: context)
    }
)
