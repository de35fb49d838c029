import Models

/// A place in a feature: what a link names, a navigation stack holds and scene storage keeps.
public protocol FeatureRoute: Codable, Hashable, Sendable {
    /// The route `link` names; nil for a link that names no place of this feature.
    init?(link: AppLink)

    /// The link that names this route.
    var link: AppLink { get }

    /// What analytics call the place: its kind, never an ID.
    var analyticsName: String { get }
}
