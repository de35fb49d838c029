import FeatureKit
import ProfileFeature

/// The features the app is made of, each listed once.
enum AppFeatures {
    /// Every feature; the ones with a tab show them in this order.
    static let all: [AnyFeature] = [
        AnyFeature(ProfileFeature.registration),
    ]
}
