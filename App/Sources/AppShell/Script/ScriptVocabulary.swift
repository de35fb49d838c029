import AppCore
import Models
import SettingsFeature

/// The listed values scripts may name: states, screens, tabs, phases and settings sections.
enum ScriptVocabulary {
    /// Every state name, as `expect state` takes it.
    static let stateNames = AppStateTransitions.representativeStates.map(\.name)

    /// The screen-name forms, as error messages list them.
    static let screenForms =
        "launch, sign-in, onboarding:<step>, profile, profile:<userID>, post:<postID>, settings, settings:<section>, error:<kind>"

    /// Whether some screen of the app can have this name.
    static func isScreenName(_ name: String) -> Bool {
        if ["launch", "sign-in", "profile", "settings"].contains(name) { return true }
        guard let colon = name.firstIndex(of: ":") else { return false }
        let detail = String(name[name.index(after: colon)...])
        switch name[..<colon] {
        case "onboarding": return OnboardingStep(rawValue: detail) != nil
        case "profile", "post": return !detail.isEmpty && !detail.contains(":")
        case "settings": return SettingsRoute(rawValue: detail).map { $0 != .root } ?? false
        case "error": return AppError(rawValue: detail) != nil
        default: return false
        }
    }
}
