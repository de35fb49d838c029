import Models
import Services

enum Destination: Equatable, Sendable {
    case signIn
    case onboarding(User, OnboardingStep)
    case main(User)
    case failure(ServiceError)

    /// Where a launch goes, from the stored session; a transient failure never signs anyone out.
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

    static func after(signingIn user: User, onboarding: any OnboardingService) async throws(ServiceError)
        -> Destination
    {
        guard user.needsOnboarding else { return .main(user) }
        return .onboarding(user, try await onboarding.progress().step)
    }
}
