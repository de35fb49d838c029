import Analytics
import Design
import Models
import Services
import Tracing

@MainActor
final class AuthCoordinator {
    let id: ScopeID
    private let controller: SignInController
    private let onboarding: any OnboardingService
    private(set) var isSigningIn = false

    init(
        id: ScopeID, auth: any AuthService, onboarding: any OnboardingService, analytics: any Analytics,
        tracer: any Tracer, reportFailure: @escaping @MainActor (String) async -> Void
    ) {
        self.id = id
        controller = SignInController(
            auth: auth, analytics: analytics, tracer: tracer, reportFailure: reportFailure)
        self.onboarding = onboarding
    }

    var screen: Screen {
        SignInView(controller: controller).screen
    }

    func login(email: String, password: String) async -> Destination? {
        guard let user = await controller.login(email: email, password: password) else { return nil }
        isSigningIn = true
        do {
            return try await Destination.after(signingIn: user, onboarding: onboarding)
        } catch {
            return .failure(error)
        }
    }

    func signup(email: String, password: String, name: String) async -> Destination? {
        guard let user = await controller.signup(email: email, password: password, name: name) else {
            return nil
        }
        isSigningIn = true
        return .onboarding(user, .welcome)
    }
}
