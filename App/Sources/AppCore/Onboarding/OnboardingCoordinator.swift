import Design
import Models
import OnboardingFeature

/// The onboarding scope: a first-time user's walk through the steps. The feature asks; this
/// coordinator passes each saved step change and the finish on to the app, which decides.
@MainActor
final class OnboardingCoordinator {
    private let onStepChanged: @MainActor (OnboardingStep) -> Void
    private let onFinished: @MainActor (User) async -> Void
    private var feature: (any OnboardingFeatureAPI)?
    private var finishedUser: User?

    init(
        user: User, step: OnboardingStep, dependencies: AppDependencies,
        onStepChanged: @escaping @MainActor (OnboardingStep) -> Void,
        onFinished: @escaping @MainActor (User) async -> Void
    ) {
        self.onStepChanged = onStepChanged
        self.onFinished = onFinished
        feature = dependencies.makeOnboardingFeature(for: user, at: step) { [weak self] output in
            self?.handle(output)
        }
    }

    var screen: Screen? { feature?.screen }

    func start() async {
        await feature?.start()
    }

    /// The next step; on the last one, onboarding finishes and the app takes the user on.
    func next() async {
        await feature?.next()
        if let user = finishedUser {
            finishedUser = nil
            await onFinished(user)
        }
    }

    func back() async {
        await feature?.back()
    }

    func setName(_ name: String) {
        feature?.setName(name)
    }

    private func handle(_ output: OnboardingOutput) {
        switch output {
        case .stepChanged(let step): onStepChanged(step)
        case .finished(let user): finishedUser = user
        }
    }
}
