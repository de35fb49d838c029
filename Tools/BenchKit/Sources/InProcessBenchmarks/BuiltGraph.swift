@testable import AppCore

/// A built graph: the composition root and one of each feature, kept alive until the sample's
/// measurement has stopped.
@MainActor
public struct BuiltGraph {
    let dependencies: AppDependencies
    let features: [AnyObject]

    /// The graph of `dependencies` and `features`.
    public init(dependencies: AppDependencies, features: [AnyObject]) {
        self.dependencies = dependencies
        self.features = features
    }
}
