import AppCore
import Design
import FeatureKit

/// The listed values scripts may name: states and screens, from the app and its features.
enum ScriptVocabulary {
    static let stateNames = AppStateTransitions.representativeStates.map(\.name)

    static func screenName(_ name: String) throws(CommandSyntaxError) -> String {
        let screens = AppVocabulary.standard.screens
        if let colon = name.firstIndex(of: ":"),
            screens.contains(where: { $0.prefix == name[..<colon] && $0.detail.map(isID) == true })
        {
            let id = String(name[name.index(after: colon)...])
            guard ArgumentReader.isWord(id) else {
                throw CommandSyntaxError("ID must be a word without spaces, not \(ArgumentReader.quoted(id))")
            }
        }
        guard screens.contains(where: { $0.matches(name) }) else {
            throw CommandSyntaxError(
                "\(ArgumentReader.quoted(name)) is not a screen name; use one of: \(AppVocabulary.standard.screenForms)")
        }
        return name
    }

    static let screenNamesToOffer = AppVocabulary.standard.screens.flatMap { screen -> [String] in
        switch screen.detail {
        case nil: [screen.prefix]
        case .oneOf(_, let values)?: values.map { "\(screen.prefix):\($0)" }
        case .id?: []
        }
    }

    private static func isID(_ detail: ScreenName.Detail) -> Bool {
        if case .id = detail { true } else { false }
    }
}
