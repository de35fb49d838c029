import Analytics
import FeatureKit

/// What the __TITLE__ feature is built from: its live form cuts it from what
/// the app offers.
public protocol __NAME__FeatureDependencies: Sendable {
    /// The feature's own service.
    var service: any __NAME__Service { get }
    /// Where the feature tracks its events.
    var analytics: any Analytics { get }
}

/// The feature's live dependencies: its own service over the session's client.
struct Live__NAME__Dependencies: __NAME__FeatureDependencies {
    let service: any __NAME__Service
    let analytics: any Analytics

    init(_ environment: FeatureEnvironment) {
        service = Live__NAME__Service(client: environment.http, tracer: environment.tracer)
        analytics = environment.analytics
    }
}
