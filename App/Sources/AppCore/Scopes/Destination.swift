import Models
import Services

/// Where the app goes next, from a launch, a retry, a sign-in or finished onboarding.
enum Destination: Equatable {
    /// No session, or the backend no longer accepts it (the service has cleared it).
    case signIn
    /// A first-time user, at their saved onboarding step.
    case onboarding(User, OnboardingStep)
    /// A signed-in user, in the main app.
    case main(User)
    /// The backend can't be reached, is down, or answered what the app can't use: the user stays
    /// signed in, behind a retry.
    case failure(ServiceError)

    /// Where a launch goes: the stored session, checked with the backend. A transient failure
    /// never signs anyone out.
    static func launch(auth: any AuthService, onboarding: any OnboardingService) async -> Destination {
        do {
            guard let user = try await auth.validateSession() else { return .signIn }
            return try await after(signingIn: user, onboarding: onboarding)
        } catch .sessionExpired {
            return .signIn
        } catch {
            return .failure(error)
        }
    }

    /// Where `user` goes once signed in: onboarding at their saved step, or the main app.
    static func after(signingIn user: User, onboarding: any OnboardingService) async throws(ServiceError)
        -> Destination
    {
        guard user.needsOnboarding else { return .main(user) }
        return .onboarding(user, try await onboarding.progress().step)
    }
}
