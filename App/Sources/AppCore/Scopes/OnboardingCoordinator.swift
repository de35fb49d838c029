import Design
import FeatureKit
import Models

@MainActor
final class OnboardingCoordinator {
    let user: User
    private var content: AnyFeatureContent?
    private weak var listener: (any ScopeListener)?

    init(
        user: User, step: OnboardingStep, feature: FeatureRegistration<FeatureServices>, services: FeatureServices,
        listener: any ScopeListener
    ) {
        self.user = user
        self.listener = listener
        let context = FeatureContext(user: user) { [weak self] output in await self?.handle(output) }
        content = feature.make(services, context: context, root: feature.route(for: step.link))
    }

    var screen: Screen? { content?.screen }

    func start() async {
        await content?.start()
    }

    func perform(_ intent: AnyFeatureIntent) async -> Bool? {
        await content?.perform(intent)
    }

    var visibleContent: AnyFeatureContent? { content }

    private func handle(_ output: FeatureOutput) async {
        switch output {
        case .onboardingStepChanged(let step): listener?.onboardingMoved(to: step, in: self)
        case .onboardingFinished(let user): await listener?.onboardingFinished(user, in: self)
        case .failureShown(let message): listener?.scope(self, showsFailure: message)
        case .userChanged, .openLink: break
        }
    }
}
