import Design
import Models

/// Everything a feature contributes to the app, in one value: its links, tab, windows, commands,
/// how its dependencies are cut from what the app offers, how it is made, what its outputs mean
/// to the app, and what it does when the session ends or the app goes to the background.
public struct FeatureRegistration<Dependencies: Sendable>: Sendable {
    /// The feature's name: its tab's, and its key in scene storage (`profile`).
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
    let parseLink: @Sendable (AppLink) -> AnyFeatureRoute?
    let decodeRoute: @Sendable (JSONValue) -> AnyFeatureRoute?
    let liveDependencies: @Sendable (FeatureEnvironment) -> Dependencies
    private let makeContent:
        @MainActor @Sendable (Dependencies, FeatureContext<FeatureOutput>, AnyFeatureRoute?) -> AnyFeatureContent
    private let checkRoute: @Sendable (Dependencies, AnyFeatureRoute) async -> RouteCheck
    let hooks: LifecycleHooks<Dependencies>

    /// A feature whose screens sit on a navigation stack that `make` builds from its root route.
    /// `dependencies` cuts what it is built from out of what the app offers; `output` says what
    /// each of its outputs asks of the app.
    public init<Stack: FeatureStack, Output: FailureReporting & Sendable>(
        name: String, links: [LinkHost] = [], tab: String? = nil, windows: [WindowKind] = [],
        screens: [ScreenName], commands: CommandTable<Stack.Intent>,
        dependencies: @escaping @Sendable (FeatureEnvironment) -> Dependencies,
        output: @escaping @Sendable (Output) -> FeatureOutput,
        make: @escaping @MainActor @Sendable (Dependencies, FeatureContext<Output>, Stack.Route?) -> Stack,
        check: @escaping @Sendable (Dependencies, Stack.Route) async -> RouteCheck = { _, _ in .found },
        sessionEnded: @escaping @Sendable (Dependencies) async -> Void = { _ in },
        backgrounded: @escaping @Sendable (Dependencies) async -> Void = { _ in }
    ) {
        self.init(
            name: name, links: links, tab: tab, windows: windows, screens: screens, commands: commands,
            routes: Stack.Route.self, dependencies: dependencies,
            make: { dependencies, context, root in
                AnyFeatureContent(feature: name, make(dependencies, context.mapping(output), root))
            },
            check: check, hooks: LifecycleHooks(sessionEnded: sessionEnded, backgrounded: backgrounded))
    }

    /// A feature that shows one screen at a time, starting at the route `make` is given: the
    /// content of an app state of its own, such as a first-time user's steps.
    public init<Content: FeatureContent, Output: FailureReporting & Sendable>(
        name: String, screens: [ScreenName], commands: CommandTable<Content.Intent>,
        dependencies: @escaping @Sendable (FeatureEnvironment) -> Dependencies,
        output: @escaping @Sendable (Output) -> FeatureOutput,
        make: @escaping @MainActor @Sendable (Dependencies, FeatureContext<Output>, Content.Route?) -> Content,
        sessionEnded: @escaping @Sendable (Dependencies) async -> Void = { _ in },
        backgrounded: @escaping @Sendable (Dependencies) async -> Void = { _ in }
    ) {
        self.init(
            name: name, links: [], tab: nil, windows: [], screens: screens, commands: commands,
            routes: Content.Route.self, dependencies: dependencies,
            make: { dependencies, context, root in
                AnyFeatureContent(feature: name, make(dependencies, context.mapping(output), root))
            },
            check: { _, _ in .found }, hooks: LifecycleHooks(sessionEnded: sessionEnded, backgrounded: backgrounded))
    }

    private init<Route: FeatureRoute, Intent: FeatureIntent>(
        name: String, links: [LinkHost], tab: String?, windows: [WindowKind], screens: [ScreenName],
        commands: CommandTable<Intent>, routes: Route.Type,
        dependencies: @escaping @Sendable (FeatureEnvironment) -> Dependencies,
        make: @escaping @MainActor @Sendable (Dependencies, FeatureContext<FeatureOutput>, Route?) -> AnyFeatureContent,
        check: @escaping @Sendable (Dependencies, Route) async -> RouteCheck,
        hooks: LifecycleHooks<Dependencies>
    ) {
        self.name = name
        self.links = links
        self.tab = tab
        self.windows = windows
        self.screens = screens
        self.commands = commands.map(AnyFeatureIntent.init)
        parseLink = { link in Route(link: link).map { AnyFeatureRoute(feature: name, $0) } }
        decodeRoute = { json in json.decoded(as: Route.self).map { AnyFeatureRoute(feature: name, $0) } }
        liveDependencies = dependencies
        makeContent = { dependencies, context, root in make(dependencies, context, root?.base as? Route) }
        checkRoute = { dependencies, route in
            guard route.feature == name, let own = route.base as? Route else {
                return .gone("It belongs to another feature.")
            }
            return await check(dependencies, own)
        }
        self.hooks = hooks
    }

    /// The route `link` names; nil when it names no place of this feature.
    public func route(for link: AppLink) -> AnyFeatureRoute? { parseLink(link) }

    /// The route scene storage kept as `stored`; nil when it names nothing.
    public func route(stored: JSONValue) -> AnyFeatureRoute? { decodeRoute(stored) }

    /// The dependencies the feature cuts from `environment`: its live services.
    public func dependencies(in environment: FeatureEnvironment) -> Dependencies { liveDependencies(environment) }

    /// New content for `context`, rooted at `root` (nil for the feature's own root); its outputs
    /// reach `context` as the app's ``FeatureOutput``.
    @MainActor
    public func make(
        _ dependencies: Dependencies, context: FeatureContext<FeatureOutput>, root: AnyFeatureRoute? = nil
    ) -> AnyFeatureContent {
        makeContent(dependencies, context, root)
    }

    /// Whether `route` still names something, asked of the backend.
    public func check(_ route: AnyFeatureRoute, with dependencies: Dependencies) async -> RouteCheck {
        await checkRoute(dependencies, route)
    }

    /// What the feature does when the session ends (it forgets what it cached of the user).
    public func sessionEnded(with dependencies: Dependencies) async { await hooks.sessionEnded(dependencies) }

    /// What the feature does when the app goes to the background (it releases its caches).
    public func backgrounded(with dependencies: Dependencies) async { await hooks.backgrounded(dependencies) }
}

/// What a feature does at the session's and the app's turns, given its dependencies.
struct LifecycleHooks<Dependencies>: Sendable {
    let sessionEnded: @Sendable (Dependencies) async -> Void
    let backgrounded: @Sendable (Dependencies) async -> Void
}

/// A link host a feature owns, and how its links are written, for the reason a malformed one is refused.
public struct LinkHost: Sendable, Equatable {
    /// The host (`post` in `app://post/p5`).
    public let host: String
    /// How its links look (`app://post/<postID>`).
    public let usage: String

    /// The host `host`, whose links look like `usage`.
    public init(_ host: String, usage: String) {
        self.host = host
        self.usage = usage
    }
}

/// A window a feature can open on its own: one per link of `host`, named `<host>-<ID>`.
public struct WindowKind: Sendable, Equatable {
    /// The link host whose item the window shows (`post`).
    public let host: String
    /// What the window shows, for the reason a link elsewhere is refused (`posts and profiles`).
    public let shows: String
    /// The rule an ID breaks when it names no window of this kind, as the user is told it.
    public let idRule: String
    /// An ID to show in examples (`p5`).
    public let sampleID: String

    /// Windows for the links of `host`, which show `shows`; an ID breaking `idRule` opens none.
    public init(host: String, shows: String, idRule: String, sampleID: String) {
        self.host = host
        self.shows = shows
        self.idRule = idRule
        self.sampleID = sampleID
    }
}

/// Whether a route still names something, as the backend says.
public enum RouteCheck: Sendable, Equatable {
    case found
    case gone(String)
    case unknown(String)
}
