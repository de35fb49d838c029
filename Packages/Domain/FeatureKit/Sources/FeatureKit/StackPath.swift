/// The screens above a stack's root, one per route, kept the way `NavigationStack(path:)` keeps them.
public struct StackPath<Route: Hashable, Entry> {
    /// The routes, bottom first.
    public private(set) var routes: [Route] = []
    /// The screen of each route, in the same order.
    public private(set) var entries: [Entry] = []

    /// An empty path: the root alone.
    public init() {}

    /// The screen on top of the path; nil at the root.
    public var top: Entry? { entries.last }

    /// Makes `routes` the path, keeping the entries of the common prefix and making the others with `make`.
    @discardableResult
    public mutating func set(_ routes: [Route], make: (Route) -> Entry) -> Bool {
        guard routes != self.routes else { return false }
        let kept = zip(routes, self.routes).prefix { $0 == $1 }.count
        entries = Array(entries.prefix(kept)) + routes.dropFirst(kept).map(make)
        self.routes = routes
        return true
    }
}
