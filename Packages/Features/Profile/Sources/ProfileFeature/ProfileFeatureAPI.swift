import FeatureKit

/// What the app may ask of one live profile feature: a navigation stack for a tab or a post window.
@MainActor
public protocol ProfileFeatureAPI: FeatureStack where Route == ProfileRoute, Intent == ProfileIntent {}
