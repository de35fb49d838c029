import Design
import FeatureKit

/// The one scope the app state calls for: its coordinator, which owns that state's work.
@MainActor
enum AppScope {
    case launching(LaunchCoordinator)
    case signedOut(AuthCoordinator)
    case onboarding(OnboardingCoordinator)
    case signedIn(SignedInCoordinator)
    case failed(FailureCoordinator)

    var id: ScopeID {
        switch self {
        case .launching(let launching): launching.id
        case .signedOut(let auth): auth.id
        case .onboarding(let onboarding): onboarding.id
        case .signedIn(let signedIn): signedIn.id
        case .failed(let failure): failure.id
        }
    }

    var screen: Screen? {
        switch self {
        case .launching(let launching): launching.screen
        case .signedOut(let auth): auth.screen
        case .onboarding(let onboarding): onboarding.screen
        case .signedIn(let signedIn): signedIn.screen(of: .main)
        case .failed(let failure): failure.screen
        }
    }

    /// What window `id` shows in this scope: the main window the scope's screen, another its own.
    func screen(in id: WindowID) -> Screen? {
        id == .main ? screen : signedIn?.screen(of: id)
    }

    /// The signed-in scope, when this is it.
    var signedIn: SignedInCoordinator? {
        if case .signedIn(let signedIn) = self { signedIn } else { nil }
    }

    /// The features built for the scope's session; none before sign-in.
    var features: [BuiltFeature] {
        switch self {
        case .onboarding(let onboarding): onboarding.features
        case .signedIn(let signedIn): signedIn.features
        case .launching, .signedOut, .failed: []
        }
    }

    /// The feature content window `id` shows in this scope, where a feature's intent goes.
    func content(in id: WindowID) -> AnyFeatureContent? {
        switch self {
        case .onboarding(let onboarding): id == .main ? onboarding.content : nil
        case .signedIn(let signedIn): signedIn.window(id)?.visibleContent
        case .launching, .signedOut, .failed: nil
        }
    }
}
