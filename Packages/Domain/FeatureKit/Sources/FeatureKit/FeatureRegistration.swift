import Design
import Models

/// Everything a feature contributes to the app, in one value: its links, tab, windows, commands and factory.
public struct FeatureRegistration<Dependencies>: Sendable {
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
    private let parseLink: @Sendable (AppLink) -> AnyFeatureRoute?
    private let decodeRoute: @Sendable (JSONValue) -> AnyFeatureRoute?
    private let makeContent: @MainActor @Sendable (Dependencies, FeatureContext, AnyFeatureRoute?) -> AnyFeatureContent
    private let checkRoute: @Sendable (Dependencies, AnyFeatureRoute) async -> RouteCheck

    /// A feature whose screens sit on a navigation stack that `make` builds from its root route.
    public init<Stack: FeatureStack>(
        name: String, links: [LinkHost] = [], tab: String? = nil, windows: [WindowKind] = [],
        screens: [ScreenName], commands: CommandTable<Stack.Intent>,
        make: @escaping @MainActor @Sendable (Dependencies, FeatureContext, Stack.Route?) -> Stack,
        check: @escaping @Sendable (Dependencies, Stack.Route) async -> RouteCheck = { _, _ in .found }
    ) {
        self.init(
            name: name, links: links, tab: tab, windows: windows, screens: screens, commands: commands,
            routes: Stack.Route.self,
            make: { dependencies, context, root in AnyFeatureContent(feature: name, make(dependencies, context, root)) },
            check: check)
    }

    /// A feature that shows one screen at a time, starting at the route `make` is given (onboarding).
    public init<Content: FeatureContent>(
        name: String, screens: [ScreenName], commands: CommandTable<Content.Intent>,
        make: @escaping @MainActor @Sendable (Dependencies, FeatureContext, Content.Route?) -> Content
    ) {
        self.init(
            name: name, links: [], tab: nil, windows: [], screens: screens, commands: commands,
            routes: Content.Route.self,
            make: { dependencies, context, root in AnyFeatureContent(feature: name, make(dependencies, context, root)) },
            check: { _, _ in .found })
    }

    private init<Route: FeatureRoute, Intent: FeatureIntent>(
        name: String, links: [LinkHost], tab: String?, windows: [WindowKind], screens: [ScreenName],
        commands: CommandTable<Intent>, routes: Route.Type,
        make: @escaping @MainActor @Sendable (Dependencies, FeatureContext, Route?) -> AnyFeatureContent,
        check: @escaping @Sendable (Dependencies, Route) async -> RouteCheck
    ) {
        self.name = name
        self.links = links
        self.tab = tab
        self.windows = windows
        self.screens = screens
        self.commands = commands.map(AnyFeatureIntent.init)
        parseLink = { link in Route(link: link).map { AnyFeatureRoute(feature: name, $0) } }
        decodeRoute = { json in json.decoded(as: Route.self).map { AnyFeatureRoute(feature: name, $0) } }
        makeContent = { dependencies, context, root in make(dependencies, context, root?.base as? Route) }
        checkRoute = { dependencies, route in
            guard let own = route.base as? Route else { return .gone("It belongs to another feature.") }
            return await check(dependencies, own)
        }
    }

    private init(
        name: String, links: [LinkHost], tab: String?, windows: [WindowKind], screens: [ScreenName],
        commands: CommandTable<AnyFeatureIntent>,
        parseLink: @escaping @Sendable (AppLink) -> AnyFeatureRoute?,
        decodeRoute: @escaping @Sendable (JSONValue) -> AnyFeatureRoute?,
        makeContent: @escaping @MainActor @Sendable (Dependencies, FeatureContext, AnyFeatureRoute?) -> AnyFeatureContent,
        checkRoute: @escaping @Sendable (Dependencies, AnyFeatureRoute) async -> RouteCheck
    ) {
        self.name = name
        self.links = links
        self.tab = tab
        self.windows = windows
        self.screens = screens
        self.commands = commands
        self.parseLink = parseLink
        self.decodeRoute = decodeRoute
        self.makeContent = makeContent
        self.checkRoute = checkRoute
    }

    /// The route `link` names; nil when it names no place of this feature.
    public func route(for link: AppLink) -> AnyFeatureRoute? { parseLink(link) }

    /// The route scene storage kept as `stored`; nil when it names nothing.
    public func route(stored: JSONValue) -> AnyFeatureRoute? { decodeRoute(stored) }

    /// New content for `context`, rooted at `root` (nil for the feature's own root).
    @MainActor
    public func make(_ dependencies: Dependencies, context: FeatureContext, root: AnyFeatureRoute? = nil)
        -> AnyFeatureContent
    {
        makeContent(dependencies, context, root)
    }

    /// Whether `route` still names something, asked of the backend.
    public func check(_ route: AnyFeatureRoute, with dependencies: Dependencies) async -> RouteCheck {
        await checkRoute(dependencies, route)
    }

    /// The same registration, built from what `dependencies` makes of another type.
    public func adapted<Other>(_ dependencies: @escaping @Sendable (Other) -> Dependencies) -> FeatureRegistration<Other> {
        let (makeContent, checkRoute) = (makeContent, checkRoute)
        return FeatureRegistration<Other>(
            name: name, links: links, tab: tab, windows: windows, screens: screens, commands: commands,
            parseLink: parseLink,
            decodeRoute: decodeRoute,
            makeContent: { other, context, root in makeContent(dependencies(other), context, root) },
            checkRoute: { other, route in await checkRoute(dependencies(other), route) })
    }
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
