import Analytics
import Design
import Models
import Services
import Tracing

/// The signed-out scope: sign in and sign up. It says where the user goes next (onboarding at
/// their step, or the main app); the root makes it so.
@MainActor
final class AuthCoordinator {
    private let controller: SignInController
    private let onboarding: any OnboardingService
    /// Whether a sign-in has succeeded and the user's way on is being found.
    private(set) var isSigningIn = false

    init(
        auth: any AuthService, onboarding: any OnboardingService, analytics: any Analytics,
        tracer: any Tracer,
        reportFailure: @escaping @MainActor (String) -> Void
    ) {
        controller = SignInController(
            auth: auth, analytics: analytics, tracer: tracer, reportFailure: reportFailure)
        self.onboarding = onboarding
    }

    var screen: Screen {
        SignInView(controller: controller).screen
    }

    /// Signs in; where the user goes next, or nil with the reason on screen.
    func login(email: String, password: String) async -> Destination? {
        guard let user = await controller.login(email: email, password: password) else { return nil }
        isSigningIn = true
        do {
            return try await Destination.after(signingIn: user, onboarding: onboarding)
        } catch {
            return .failure(error)
        }
    }

    /// Creates an account; its user starts onboarding at welcome. Nil with the reason on screen.
    func signup(email: String, password: String, name: String) async -> Destination? {
        guard let user = await controller.signup(email: email, password: password, name: name) else {
            return nil
        }
        isSigningIn = true
        return .onboarding(user, .welcome)
    }
}
