import FeatureKit

/// What the app may ask of one live feature: a navigation stack of its list and its items, with
/// the feature's routes and intents.
@MainActor
public protocol __NAME__FeatureAPI: FeatureStack
where Route == __NAME__Route, Intent == __NAME__Intent {}
