import Analytics
import Models
import Observation
import Services

/// A first-time user's way through onboarding: each move to another step is saved before it is
/// shown, the display name is checked and saved on profileSetup, and the last step finishes.
/// While a request runs, further moves are ignored, as a disabled button would.
@Observable
@MainActor
final class OnboardingController {
    /// The step shown.
    private(set) var step: OnboardingStep
    /// The display name as typed, prefilled from sign-up.
    private(set) var name: String
    /// The signed-in user, with the display name once it is saved.
    private(set) var user: User
    /// Whether onboarding is finished and saved.
    private(set) var isFinished = false
    /// Whether a request is running.
    private(set) var isBusy = false
    /// What went wrong last, fit to show; nil when nothing did.
    private(set) var errorMessage: String?

    private let onboardingService: any OnboardingService
    private let profileService: any ProfileService
    private let analytics: any Analytics
    private var task: Task<Void, Never>?

    init(
        step: OnboardingStep, user: User, onboardingService: any OnboardingService,
        profileService: any ProfileService, analytics: any Analytics
    ) {
        self.step = step
        self.user = user
        self.name = user.name
        self.onboardingService = onboardingService
        self.profileService = profileService
        self.analytics = analytics
    }

    isolated deinit {
        task?.cancel()
    }

    /// Goes on from the current step; returns when the move has finished or failed.
    func next() async {
        await startNext()?.value
    }

    /// Goes back to the previous step; returns when the move has finished or failed.
    func back() async {
        await startBack()?.value
    }

    /// Moves to the saved progress; returns when it has loaded or failed.
    func loadProgress() async {
        await startLoadingProgress()?.value
    }

    /// Keeps the display name to save; only profileSetup asks for one.
    func setName(_ name: String) {
        guard step == .profileSetup, !isFinished else { return }
        self.name = name
        errorMessage = nil
    }

    /// Dismisses the error message.
    func clearError() {
        errorMessage = nil
    }

    /// Starts going on without waiting; nil when nothing starts (busy, finished, or an invalid
    /// name, which shows why). The task is cancelled if the controller goes away.
    @discardableResult
    func startNext() -> Task<Void, Never>? {
        guard !isBusy, !isFinished else { return nil }
        switch step.next {
        case nil: return startFinishing()
        case .some(let next) where step == .profileSetup: return startSavingName(thenMovingTo: next)
        case .some(let next): return startMoving(to: next, tracking: .onboardingStepCompleted(step))
        }
    }

    /// Starts going back without waiting; nil on welcome or while busy or finished.
    @discardableResult
    func startBack() -> Task<Void, Never>? {
        guard !isBusy, !isFinished, let previous = step.previous else { return nil }
        return startMoving(to: previous, tracking: .onboardingWentBack(from: step))
    }

    /// Starts loading the saved progress without waiting; nil while busy or finished.
    @discardableResult
    func startLoadingProgress() -> Task<Void, Never>? {
        guard !isBusy, !isFinished else { return nil }
        return perform { [onboardingService] () async throws(ServiceError) in
            try await onboardingService.progress()
        } then: { controller, progress in
            if progress.completed {
                controller.finish()
            } else {
                controller.step = progress.step
            }
        }
    }

    private func startMoving(to target: OnboardingStep, tracking event: AnalyticsEvent) -> Task<Void, Never> {
        perform { [onboardingService, analytics] () async throws(ServiceError) in
            let progress = try await onboardingService.save(step: target)
            await analytics.track(event)
            return progress.step
        } then: { controller, saved in
            controller.step = saved
        }
    }

    /// Checks the display name with Models, then saves it and the next step; nil, with the reason
    /// shown, when the name is invalid.
    private func startSavingName(thenMovingTo target: OnboardingStep) -> Task<Void, Never>? {
        let validName: String
        do {
            validName = try Validation.displayName(name)
        } catch {
            errorMessage = error.message
            return nil
        }
        return perform { [profileService, onboardingService, analytics] () async throws(ServiceError) in
            let profile = try await profileService.updateProfile(name: validName, bio: nil)
            let progress = try await onboardingService.save(step: target)
            await analytics.track(.onboardingStepCompleted(.profileSetup))
            return SavedName(name: profile.name, step: progress.step)
        } then: { controller, saved in
            controller.user = controller.user.with(name: saved.name)
            controller.name = saved.name
            controller.step = saved.step
        }
    }

    private func startFinishing() -> Task<Void, Never> {
        perform { [onboardingService, analytics] () async throws(ServiceError) in
            _ = try await onboardingService.complete()
            await analytics.track(.onboardingCompleted)
        } then: { controller, _ in
            controller.finish()
        }
    }

    private func finish() {
        isFinished = true
        user = user.with(onboardingCompleted: true)
    }

    /// Runs `work` as the tracked task and applies its result with `apply`, or shows its error.
    /// A released controller or a cancelled task sets nothing.
    private func perform<Value: Sendable>(
        _ work: @escaping @Sendable () async throws(ServiceError) -> Value,
        then apply: @escaping @MainActor (OnboardingController, Value) -> Void
    ) -> Task<Void, Never> {
        errorMessage = nil
        isBusy = true
        let task = Task { [weak self] in
            let result: Result<Value, ServiceError>
            do throws(ServiceError) {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let self else { return }
            self.isBusy = false
            switch result {
            case .success(let value): apply(self, value)
            case .failure(let error): self.errorMessage = error.localizedDescription
            }
        }
        self.task = task
        return task
    }
}

/// What saving the display name on profileSetup gives back.
private struct SavedName: Sendable {
    let name: String
    let step: OnboardingStep
}
