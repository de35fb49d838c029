@testable import AppCore

/// A built graph: the composition root and one of each feature, kept alive until the sample's
/// measurement has stopped.
@MainActor
struct BuiltGraph {
    let dependencies: AppDependencies
    let features: [AnyObject]
}
