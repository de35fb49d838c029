import Analytics
import Design
import FeatureKit
import Models
import Observation
import Services

/// A first-time user's way through onboarding: each move is saved, then shown and reported to the app.
@Observable
@MainActor
final class OnboardingController: OnboardingFeatureAPI {
    typealias Route = OnboardingRoute
    typealias Intent = OnboardingIntent

    private(set) var step: OnboardingStep
    private(set) var name: String
    private(set) var user: User
    private(set) var isFinished = false
    let moving: TrackedTask

    private let onboardingService: any OnboardingService
    private let profileService: any ProfileService
    private let analytics: any Analytics
    private let output: @MainActor @Sendable (OnboardingOutput) async -> Void

    init(
        step: OnboardingStep, dependencies: any OnboardingFeatureDependencies, context: FeatureContext<OnboardingOutput>
    ) {
        self.step = step
        user = context.user
        name = context.user.name
        onboardingService = dependencies.onboarding
        profileService = dependencies.profiles
        analytics = dependencies.analytics
        output = context.output
        moving = TrackedTask(reportingTo: context.output)
    }

    var screen: Screen {
        OnboardingView(controller: self).screen
    }

    /// Nothing to load: the app hands onboarding the saved step.
    func start() async {}

    func refresh() async {}

    func perform(_ intent: OnboardingIntent) async -> Bool {
        switch intent {
        case .next: await next()
        case .back: await back()
        case .name(let name): setName(name)
        }
    }

    private var canMove: Bool { !moving.isRunning && !isFinished }

    @discardableResult
    func next() async -> Bool {
        guard !isFinished else { return false }
        guard canMove else { return true }
        switch step.next {
        case nil: await finish()
        case .some(let next) where step == .profileSetup: await saveName(thenMovingTo: next)
        case .some(let next): await move(to: next, tracking: .onboardingStepCompleted(step))
        }
        return true
    }

    @discardableResult
    func back() async -> Bool {
        guard !isFinished, let previous = step.previous else { return false }
        if canMove {
            await move(to: previous, tracking: .onboardingWentBack(from: step))
        }
        return true
    }

    @discardableResult
    func setName(_ name: String) -> Bool {
        guard step == .profileSetup, !isFinished else { return false }
        self.name = name
        moving.clearError()
        return true
    }

    private func move(to target: OnboardingStep, tracking event: AnalyticsEvent) async {
        let (onboardingService, analytics) = (onboardingService, analytics)
        let result = await moving.run { () throws(ServiceError) in
            let progress = try await onboardingService.save(step: target)
            await analytics.track(event)
            return progress.step
        }
        if case .success(let saved)? = result {
            await moved(to: saved)
        }
    }

    private func saveName(thenMovingTo target: OnboardingStep) async {
        let validName: String
        do {
            validName = try Validation.displayName(name)
        } catch {
            await moving.fail(error.message)
            return
        }
        let (profileService, onboardingService, analytics) = (profileService, onboardingService, analytics)
        let result = await moving.run { () throws(ServiceError) in
            let profile = try await profileService.updateProfile(name: validName, bio: nil)
            let progress = try await onboardingService.save(step: target)
            await analytics.track(.onboardingStepCompleted(.profileSetup))
            return (name: profile.name, step: progress.step)
        }
        guard case .success(let saved)? = result else { return }
        user = user.with(name: saved.name)
        name = saved.name
        await moved(to: saved.step)
    }

    private func finish() async {
        let (onboardingService, analytics) = (onboardingService, analytics)
        let result = await moving.run { () throws(ServiceError) in
            _ = try await onboardingService.complete()
            await analytics.track(.onboardingCompleted)
        }
        if case .success? = result {
            await finished()
        }
    }

    /// Shows `step` and reports it before anything else is awaited, so the app's state names the step shown.
    private func moved(to step: OnboardingStep) async {
        guard step != self.step else { return }
        self.step = step
        await output(.stepChanged(step))
    }

    private func finished() async {
        isFinished = true
        user = user.with(onboardingCompleted: true)
        await output(.finished(user))
    }
}
