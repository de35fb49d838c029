import OnboardingFeature

print(OnboardingRoute(step: .welcome).url)
