import Models
import Services

/// An in-memory ``/Services/OnboardingService``, for feature tests and demos.
public actor FakeOnboardingService: OnboardingService, ScriptableFake {
    /// The methods a test can make fail or hold.
    public enum Method: Hashable, Sendable, CaseIterable {
        case progress, save, complete
    }

    /// A call as received.
    public enum Call: Equatable, Sendable {
        case progress
        case save(step: OnboardingStep)
        case complete
    }

    public nonisolated let script = FakeScript<Method, Call>()
    /// The saved progress; nil when not set up.
    public private(set) var current: OnboardingProgress?

    /// A fake holding `progress` (nil: not set up).
    public init(progress: OnboardingProgress? = nil) {
        self.current = progress
    }

    /// A fake holding `user`'s seeded progress: newbie at welcome by default.
    public static func seeded(for user: User = SeedData.newbie) -> FakeOnboardingService {
        FakeOnboardingService(progress: SeedData.onboarding(of: user))
    }

    public func progress() async throws(ServiceError) -> OnboardingProgress {
        try await script.play(.progress, .progress)
        return try saved("progress()")
    }

    public func save(step: OnboardingStep) async throws(ServiceError) -> OnboardingProgress {
        try await script.play(.save, .save(step: step))
        let progress = try saved("save(step:)").with(step: step)
        current = progress
        return progress
    }

    public func complete() async throws(ServiceError) -> OnboardingProgress {
        try await script.play(.complete, .complete)
        let progress = try saved("complete()").markedCompleted()
        current = progress
        return progress
    }

    private func saved(_ call: String) throws(ServiceError) -> OnboardingProgress {
        guard let current else {
            throw FakeSetup.missing("FakeOnboardingService.\(call)", hint: "use FakeOnboardingService.seeded() or init(progress:)")
        }
        return current
    }
}
