import Analytics
import Services

/// What the __TITLE__ feature is built from; the app's services provide it.
public protocol __NAME__FeatureDependencies: Sendable {
    var profiles: any ProfileService { get }
    var analytics: any Analytics { get }
}
