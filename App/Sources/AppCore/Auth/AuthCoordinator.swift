import Analytics
import Design
import Models
import Services

/// The signed-out scope: sign in and sign up. It reports who signed in; the app decides where
/// they go next (onboarding or the main app).
@MainActor
final class AuthCoordinator {
    /// How a user got past the sign-in screen.
    enum Outcome {
        case signedIn(User)
        case signedUp(User)
    }

    private let controller: SignInController

    init(auth: any AuthService, analytics: any Analytics, reportFailure: @escaping @MainActor (String) -> Void) {
        controller = SignInController(auth: auth, analytics: analytics, reportFailure: reportFailure)
    }

    var screen: Screen {
        SignInView(controller: controller).screen
    }

    func login(email: String, password: String) async -> Outcome? {
        await controller.login(email: email, password: password).map(Outcome.signedIn)
    }

    func signup(email: String, password: String, name: String) async -> Outcome? {
        await controller.signup(email: email, password: password, name: name).map(Outcome.signedUp)
    }
}
