import FeatureKit

/// What the app may ask of one live profile feature: a navigation stack for the profile tab or a
/// post window, with the profile feature's routes and intents.
@MainActor
public protocol ProfileFeatureAPI: FeatureStack where Route == ProfileRoute, Intent == ProfileIntent {}
