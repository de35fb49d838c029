import Analytics
import Services

/// What the profile feature is built from; the app's services provide it.
public protocol ProfileFeatureDependencies: Sendable {
    /// The profiles and posts service.
    var profiles: any ProfileService { get }
    /// Where the feature tracks its events.
    var analytics: any Analytics { get }
}
