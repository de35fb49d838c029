import Models
import Services

/// Where a launch (or a retry) lands, decided from the stored session and the backend's answer.
enum LaunchDestination: Equatable {
    /// No session, or the backend no longer accepts it (the service has cleared it).
    case signIn
    /// A first-time user, resuming onboarding at their saved step.
    case onboarding(User, OnboardingStep)
    /// A signed-in user.
    case main(User)
    /// The backend can't be reached, is down, or answered what the app can't use: the user stays
    /// signed in, behind a retry.
    case failure(ServiceError)

    /// Restores the stored session and asks the backend where the user is. A transient failure
    /// never signs anyone out.
    static func resolve(auth: any AuthService, onboarding: any OnboardingService) async -> LaunchDestination {
        do {
            guard let user = try await auth.validateSession() else { return .signIn }
            guard user.needsOnboarding else { return .main(user) }
            return .onboarding(user, try await onboarding.progress().step)
        } catch .sessionExpired {
            return .signIn
        } catch {
            return .failure(error)
        }
    }
}
