import FeatureKit

/// Why a window cannot hold a navigation value written to it; the window keeps the value it had.
public enum NavigationRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The window has no such tab (a window of its own has none), or, the main window, was given none.
    case noSuchTab(String?)
    /// The window holds no stack of the feature named.
    case noSuchStack(String)
    /// A route on a stack's path is another feature's.
    case foreignRoute(stack: String, route: AnyFeatureRoute)
    /// A path is longer than a window keeps (50 routes).
    case tooLong(stack: String, count: Int)
    /// The window is closed, or the session it belonged to has ended.
    case windowClosed

    /// The reason, as one line for the user.
    public var description: String {
        switch self {
        case .noSuchTab(let tab?): "this window has no \(tab) tab"
        case .noSuchTab(nil): "this window always shows one of its tabs"
        case .noSuchStack(let feature): "this window shows no \(feature) screens"
        case .foreignRoute(let stack, let route): "\(route.feature)'s places can't go on the \(stack) stack"
        case .tooLong(let stack, let count):
            "the \(stack) stack would hold \(count) screens; a window keeps at most \(PathBound.maximum)"
        case .windowClosed: "this window is closed"
        }
    }
}
