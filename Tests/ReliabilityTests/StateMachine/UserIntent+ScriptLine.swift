import AppCore
import FeatureKit
import OnboardingFeature
import ProfileFeature
import SettingsFeature

extension UserIntent {
    /// The intent as the shell's script line, with the password masked as the shell echoes it.
    var scriptLine: String {
        switch self {
        case .login(let email, _): "login \(quoted(email)) ***"
        case .signup(let email, _, let name): "signup \(quoted(email)) *** \(quoted(name))"
        case .logout: "logout"
        case .selectTab(let tab): "tab \(tab)"
        case .back: "back"
        case .open(let link, let window): "open \(quoted(link.text))" + (window.map { " --window \($0)" } ?? "")
        case .retry: "retry"
        case .phase(let phase, let window):
            "phase \(phase.rawValue)" + (window.map { " --window \($0)" } ?? "")
        case .openWindow(let kind, let item): "window open \(kind) \(quoted(item))"
        case .closeWindow(let id): "window close \(id)"
        case .focusWindow(let id): "window focus \(id)"
        case .feature(let intent): featureLine(intent.base)
        }
    }

    private func featureLine(_ intent: any FeatureIntent) -> String {
        switch intent {
        case OnboardingIntent.next: "onboarding next"
        case OnboardingIntent.back: "onboarding back"
        case OnboardingIntent.name(let name) as OnboardingIntent: "onboarding name \(quoted(name))"
        case ProfileIntent.loadMorePosts: "posts more"
        case ProfileIntent.openPost(let id) as ProfileIntent: "post open \(quoted(id))"
        case ProfileIntent.editName(let name) as ProfileIntent: "profile edit name \(quoted(name))"
        case ProfileIntent.editBio(let bio) as ProfileIntent: "profile edit bio \(quoted(bio))"
        case SettingsIntent.change(let change) as SettingsIntent: "settings set \(change.key.rawValue) \(change.value)"
        default: "\(intent)"
        }
    }

    private func quoted(_ argument: String) -> String {
        let shown = argument.count > 40 ? "\(argument.prefix(20))…(\(argument.count) characters)" : argument
        return shown.isEmpty || shown.contains(" ") ? "\"\(shown)\"" : shown
    }
}
