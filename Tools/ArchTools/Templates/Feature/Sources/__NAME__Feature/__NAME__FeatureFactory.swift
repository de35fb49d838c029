import FeatureKit

/// Builds the __TITLE__ feature from what it depends on; cheap to create.
public struct __NAME__FeatureFactory: Sendable {
    private let dependencies: any __NAME__FeatureDependencies

    /// A factory for features built from `dependencies`.
    public init(dependencies: any __NAME__FeatureDependencies) {
        self.dependencies = dependencies
    }

    /// A new feature at its list of items, for `context`'s user.
    @MainActor
    public func make(context: FeatureContext<__NAME__Output>)
        -> any __NAME__FeatureAPI
    {
        __NAME__Stack(root: .list, dependencies: dependencies, context: context)
    }
}
