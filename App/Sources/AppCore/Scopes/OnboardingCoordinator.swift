import Design
import FeatureKit
import Models

/// The onboarding scope: a first-time user's steps, shown by the feature whose place the saved
/// step's link names, and followed in the app state.
@MainActor
final class OnboardingCoordinator {
    let id: ScopeID
    let user: User
    let features: [BuiltFeature]
    private(set) var content: AnyFeatureContent?
    private weak var listener: (any ScopeListener)?

    init(id: ScopeID, user: User, step: OnboardingStep, features: [BuiltFeature], listener: any ScopeListener) {
        self.id = id
        self.user = user
        self.listener = listener
        let shows = features.first { $0.route(for: step.link) != nil }
        self.features = shows.map { [$0] } ?? []
        let context = FeatureContext<FeatureOutput>(user: user) { [weak self] output in await self?.handle(output) }
        content = shows.map { $0.make(context: context, root: $0.route(for: step.link)) }
    }

    var screen: Screen? { content?.screen }

    func start() async {
        await content?.start()
    }

    private func handle(_ output: FeatureOutput) async {
        switch output {
        case .flowMoved(let link):
            guard let step = OnboardingStep(link: link) else { return }
            await listener?.scope(id, reports: .stateChanged(.onboarding(step)))
        case .flowFinished(let user): await listener?.scope(id, reports: .finished(.main(user)))
        case .failureShown(let message): await listener?.scope(id, reports: .failureShown(message))
        case .userChanged, .openLink: break
        }
    }
}
