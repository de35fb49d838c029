import FeatureKit
import Models
import Services

/// Makes the scope each app state calls for, each with an identity of its own, and starts it.
@MainActor
final class ScopeFactory {
    private let dependencies: AppDependencies
    private unowned let listener: any ScopeListener
    private var made = 0

    init(dependencies: AppDependencies, listener: any ScopeListener) {
        self.dependencies = dependencies
        self.listener = listener
    }

    func launching() -> LaunchCoordinator {
        LaunchCoordinator(id: nextID(.launching))
    }

    func signedOut() -> AuthCoordinator {
        let id = nextID(.signedOut)
        return AuthCoordinator(
            id: id, auth: dependencies.auth, onboarding: dependencies.onboarding, analytics: dependencies.analytics,
            tracer: dependencies.configuration.tracer,
            reportFailure: { [weak listener] message in await listener?.scope(id, reports: .failureShown(message)) })
    }

    func failure(_ error: AppError, cause: ServiceError?) -> FailureCoordinator {
        FailureCoordinator(id: nextID(.failed), error: error, cause: cause)
    }

    func scope(for destination: Destination) -> PreparedScope {
        switch destination {
        case .signIn:
            .signedOut(signedOut())
        case .failure(let error):
            .failed(failure(error.appError ?? .networkUnavailable, cause: error))
        case .onboarding(let user, let step):
            .onboarding(
                OnboardingCoordinator(
                    id: nextID(.onboarding), user: user, step: step, features: features(for: user),
                    listener: listener),
                at: step)
        case .main(let user):
            .signedIn(
                SignedInCoordinator(
                    id: nextID(.signedIn), user: user, features: features(for: user),
                    logger: dependencies.configuration.logger, listener: listener))
        }
    }

    func start(_ scope: PreparedScope, while isCurrent: @escaping @MainActor () -> Bool) async {
        switch scope {
        case .signedOut, .failed:
            break
        case .onboarding(let onboarding, _):
            await dependencies.analytics.identify(userID: onboarding.user.id.rawValue)
            await onboarding.start()
        case .signedIn(let signedIn):
            await dependencies.analytics.identify(userID: signedIn.user.id.rawValue)
            let validator = RestorationValidator(features: signedIn.features)
            let logger = dependencies.configuration.logger
            await WindowRestoration(scenes: dependencies.scenes, validator: validator, logger: logger)
                .restore(into: signedIn)
            await signedIn.start(while: isCurrent)
        }
    }

    /// The app's features, built for `user`'s session on what the app offers each.
    private func features(for user: User) -> [BuiltFeature] {
        dependencies.features.map { feature in
            feature.built(in: dependencies.environment(for: feature.name, user: user))
        }
    }

    private func nextID(_ kind: ScopeID.Kind) -> ScopeID {
        made += 1
        return ScopeID(kind, serial: made)
    }
}
