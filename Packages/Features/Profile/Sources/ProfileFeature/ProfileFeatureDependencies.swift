import Analytics
import FeatureKit
import Services

/// What the profile feature is built from: its live form cuts it from what the app offers.
public protocol ProfileFeatureDependencies: Sendable {
    /// The profiles and posts service.
    var profiles: any ProfileService { get }
    /// Where the feature tracks its events.
    var analytics: any Analytics { get }
}

/// The feature's live dependencies: its own profile service over the session's client.
struct LiveProfileDependencies: ProfileFeatureDependencies {
    let profiles: any ProfileService
    let analytics: any Analytics

    init(_ environment: FeatureEnvironment) {
        profiles = LiveProfileService(client: environment.http, tracer: environment.tracer)
        analytics = environment.analytics
    }
}
