extension OnboardingStep {
    /// The link to this step.
    public var link: AppLink {
        AppLink(host: "onboarding", item: rawValue)
    }

    /// The step `link` names; nil for any other link.
    public init?(link: AppLink) {
        guard link.host == "onboarding", let step = link.item.flatMap(OnboardingStep.init(rawValue:)) else {
            return nil
        }
        self = step
    }
}
