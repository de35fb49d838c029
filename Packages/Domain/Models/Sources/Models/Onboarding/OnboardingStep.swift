/// The steps of first-run onboarding, in order: welcome, permissions, profileSetup, complete.
public enum OnboardingStep: String, Codable, Equatable, Sendable, CaseIterable {
    case welcome
    case permissions
    case profileSetup
    case complete

    /// The step after this one, or nil on the last step.
    public var next: OnboardingStep? {
        step(movedBy: 1)
    }

    /// The step before this one, or nil on the first step.
    public var previous: OnboardingStep? {
        step(movedBy: -1)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(closedEnumFrom: decoder)
    }

    private func step(movedBy offset: Int) -> OnboardingStep? {
        let steps = Self.allCases
        guard let index = steps.firstIndex(of: self) else { return nil }
        let moved = index + offset
        return steps.indices.contains(moved) ? steps[moved] : nil
    }
}
