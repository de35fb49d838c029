import FeatureKit

/// One window's navigation as a value: the tab it shows and the path of each stack it holds.
/// The app owns it on the main actor; reading and writing it are synchronous, so a view binds it.
public struct Navigation: Hashable, Sendable {
    /// The tab shown, by feature name; nil in a window of its own, which has no tabs.
    public var selectedTab: String?
    private var paths: [String: [AnyFeatureRoute]] = [:]

    /// The navigation with `selectedTab` shown and every stack at its root.
    public init(selectedTab: String? = nil) {
        self.selectedTab = selectedTab
    }

    /// The path of `feature`'s stack above its root, bottom first: a stack at its root and one not
    /// mentioned are the same value.
    public subscript(path feature: String) -> [AnyFeatureRoute] {
        get { paths[feature] ?? [] }
        set { paths[feature] = newValue.isEmpty ? nil : newValue }
    }

    /// The features whose stacks are above their root, by name.
    public var features: [String] { paths.keys.sorted() }
}
