import Design
import FeatureKit
import Models

/// What a host that reads commands needs to know of the app, built from the feature registrations.
public struct AppVocabulary: Sendable {
    /// Every command of the app and its features, in the order `help` lists them.
    public let commands: CommandTable<UserIntent>
    /// The same commands as `help` groups them: the app's own by what they do, then each feature's.
    public let groups: [CommandGroup]
    /// The names a screen can have, as `expect screen` takes them.
    public let screens: [ScreenName]
    /// The tabs of the main window, by feature name.
    public let tabs: [String]
    /// A window a feature opens, and the screen it shows, as examples spell them (`post-p5`,
    /// `post:p5`); nil when no feature opens windows.
    public let sampleWindow: (window: String, screen: String)?
    /// A command of the first feature with a tab, as examples spell it; nil when it has none.
    public let sampleFeatureCommand: String?
    private let windowKinds: [WindowKind]
    private let windowForms: [String]

    init(features: [AnyFeature]) {
        tabs = features.filter { $0.tab != nil }.map(\.name)
        windowKinds = features.flatMap(\.windows)
        let featureScreens = features.flatMap(\.screens)
        screens = [.named("launch"), .named("sign-in")] + featureScreens
            + [.oneOf("error", "kind", AppError.allCases.map(\.rawValue))]
        windowForms = ["main"] + windowKinds.map { kind in
            let placeholder = featureScreens.lazy.compactMap { screen -> String? in
                guard screen.prefix == kind.host, case .id(let placeholder)? = screen.detail else { return nil }
                return placeholder
            }.first
            return "\(kind.host)-<\(placeholder ?? "ID")>"
        }
        sampleWindow = windowKinds.first.map { ("\($0.host)-\($0.sampleID)", "\($0.host):\($0.sampleID)") }
        sampleFeatureCommand = features.first { $0.tab != nil }?.commands.commands.first?.name
        let app = AppCommands.table(
            tabs: tabs, windows: windowKinds, windowID: Self.windowID(kinds: windowKinds, forms: windowForms))
        commands = app + CommandTable(features.flatMap(\.commands.entries)).map(UserIntent.feature)
        groups = AppCommands.groups(of: app)
            + features.filter { !$0.commands.entries.isEmpty }.map { feature in
                CommandGroup(feature.tab ?? feature.name.capitalized, feature.commands.commands)
            }
    }

    /// The window `name` names; throws when no window can have that name.
    public func windowID(_ name: String) throws(CommandSyntaxError) -> WindowID {
        try Self.windowID(kinds: windowKinds, forms: windowForms)(name)
    }

    /// The screen-name forms, as messages list them.
    public var screenForms: String {
        screens.map(\.form).joined(separator: ", ")
    }

    private static func windowID(kinds: [WindowKind], forms: [String])
        -> @Sendable (String) throws(CommandSyntaxError) -> WindowID
    {
        let hosts = Set(kinds.map(\.host))
        return { name throws(CommandSyntaxError) in
            guard let id = WindowID(name), !name.contains(where: \.isWhitespace), id.kind.map(hosts.contains) ?? true
            else {
                throw CommandSyntaxError(
                    "\(ArgumentReader.quoted(name)) is not a window ID; use \(forms.joined(separator: " or "))")
            }
            return id
        }
    }
}
