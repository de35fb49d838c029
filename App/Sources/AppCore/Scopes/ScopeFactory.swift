import Models

@MainActor
struct ScopeFactory {
    let dependencies: AppDependencies
    unowned let listener: any ScopeListener

    func signedOut() -> AuthCoordinator {
        AuthCoordinator(
            auth: dependencies.auth, onboarding: dependencies.onboarding, analytics: dependencies.analytics,
            tracer: dependencies.configuration.tracer,
            reportFailure: { [weak listener] message in listener?.signInShowsFailure(message) })
    }

    func scope(for destination: Destination) -> PreparedScope {
        switch destination {
        case .signIn:
            .signedOut(signedOut())
        case .failure(let error):
            .failed(FailureCoordinator(error: error.appError ?? .networkUnavailable, cause: error))
        case .onboarding(let user, let step):
            .onboarding(
                OnboardingCoordinator(
                    user: user, step: step, feature: AppFeatures.onboarding, services: dependencies.features,
                    listener: listener),
                at: step)
        case .main(let user):
            .signedIn(
                SignedInCoordinator(
                    user: user, features: AppFeatures.all, services: dependencies.features,
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
            let validator = RestorationValidator(features: AppFeatures.all, services: dependencies.features)
            let logger = dependencies.configuration.logger
            await WindowRestoration(scenes: dependencies.scenes, validator: validator, logger: logger)
                .restore(into: signedIn)
            await signedIn.start(while: isCurrent)
        }
    }
}
