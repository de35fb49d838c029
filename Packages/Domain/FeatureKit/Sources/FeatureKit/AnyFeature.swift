import Design
import Models

/// A feature as the app lists it, whatever it is built from: what it contributes (links, tab,
/// windows, screens, commands, routes) and how it is built for a session.
public struct AnyFeature: Sendable {
    /// The feature's name: its tab's, and its key in scene storage.
    public let name: String
    /// The link hosts it owns.
    public let links: [LinkHost]
    /// Its tab's title in the main window; nil when it offers no tab.
    public let tab: String?
    /// The windows of its own it can open.
    public let windows: [WindowKind]
    /// The names its screens can have.
    public let screens: [ScreenName]
    /// Its commands, each parsing to one of its intents.
    public let commands: CommandTable<AnyFeatureIntent>
    private let parseLink: @Sendable (AppLink) -> AnyFeatureRoute?
    private let decodeRoute: @Sendable (JSONValue) -> AnyFeatureRoute?
    private let build: @Sendable (AnyFeature, FeatureEnvironment) -> BuiltFeature

    /// `registration`, built on the live dependencies it cuts from what the app offers.
    public init<Dependencies>(_ registration: FeatureRegistration<Dependencies>) {
        self.init(registration, dependencies: registration.liveDependencies)
    }

    /// `registration`, built on what `dependencies` makes of what the app offers (fakes, in a test).
    public init<Dependencies>(
        _ registration: FeatureRegistration<Dependencies>,
        dependencies: @escaping @Sendable (FeatureEnvironment) -> Dependencies
    ) {
        name = registration.name
        links = registration.links
        tab = registration.tab
        windows = registration.windows
        screens = registration.screens
        commands = registration.commands
        parseLink = registration.parseLink
        decodeRoute = registration.decodeRoute
        build = { feature, environment in
            let built = dependencies(environment)
            return BuiltFeature(
                feature: feature,
                make: { context, root in registration.make(built, context: context, root: root) },
                check: { route in await registration.check(route, with: built) },
                sessionEnded: { await registration.sessionEnded(with: built) },
                backgrounded: { await registration.backgrounded(with: built) })
        }
    }

    /// The route `link` names; nil when it names no place of this feature.
    public func route(for link: AppLink) -> AnyFeatureRoute? { parseLink(link) }

    /// The route scene storage kept as `stored`; nil when it names nothing.
    public func route(stored: JSONValue) -> AnyFeatureRoute? { decodeRoute(stored) }

    /// The feature for one session, on the dependencies it cuts from `environment`.
    public func built(in environment: FeatureEnvironment) -> BuiltFeature { build(self, environment) }
}

/// One feature built for one session: it makes content, checks routes, and hears the session end
/// and the app go to the background. Everything the listed feature says of itself reads through.
@dynamicMemberLookup
public struct BuiltFeature: Sendable {
    /// The feature as the app lists it.
    public let feature: AnyFeature
    private let makeContent: @MainActor @Sendable (FeatureContext<FeatureOutput>, AnyFeatureRoute?) -> AnyFeatureContent
    private let checkRoute: @Sendable (AnyFeatureRoute) async -> RouteCheck
    private let endSession: @Sendable () async -> Void
    private let enterBackground: @Sendable () async -> Void

    init(
        feature: AnyFeature,
        make: @escaping @MainActor @Sendable (FeatureContext<FeatureOutput>, AnyFeatureRoute?) -> AnyFeatureContent,
        check: @escaping @Sendable (AnyFeatureRoute) async -> RouteCheck,
        sessionEnded: @escaping @Sendable () async -> Void,
        backgrounded: @escaping @Sendable () async -> Void
    ) {
        self.feature = feature
        makeContent = make
        checkRoute = check
        endSession = sessionEnded
        enterBackground = backgrounded
    }

    /// What the listed feature says of itself: its name, links, tab, windows, screens, commands.
    public subscript<Value>(dynamicMember keyPath: KeyPath<AnyFeature, Value>) -> Value {
        feature[keyPath: keyPath]
    }

    /// The route `link` names; nil when it names no place of this feature.
    public func route(for link: AppLink) -> AnyFeatureRoute? { feature.route(for: link) }

    /// The route scene storage kept as `stored`; nil when it names nothing.
    public func route(stored: JSONValue) -> AnyFeatureRoute? { feature.route(stored: stored) }

    /// New content for `context`, rooted at `root` (nil for the feature's own root).
    @MainActor
    public func make(context: FeatureContext<FeatureOutput>, root: AnyFeatureRoute? = nil) -> AnyFeatureContent {
        makeContent(context, root)
    }

    /// Whether `route` still names something, asked of the backend.
    public func check(_ route: AnyFeatureRoute) async -> RouteCheck { await checkRoute(route) }

    /// The session ended: the feature forgets what it kept of the user.
    public func sessionEnded() async { await endSession() }

    /// The app went to the background: the feature releases its caches.
    public func backgrounded() async { await enterBackground() }
}
