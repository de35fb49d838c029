/// The steps of first-run onboarding, in order.
public enum OnboardingStep: String, Sendable, Equatable, Codable, CaseIterable {
    case welcome
    case permissions
    case profileSetup
    case complete

    /// The step after this one, or nil on the last step.
    public var next: OnboardingStep? {
        let all = Self.allCases
        let index = all.firstIndex(of: self)! + 1
        return index < all.count ? all[index] : nil
    }
}
