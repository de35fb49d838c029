import Analytics
import Services

/// What the profile feature is built from; the app's services provide it.
public protocol ProfileFeatureDependencies: Sendable {
    var profiles: any ProfileService { get }
    var analytics: any Analytics { get }
}
