import FeatureKit

/// Builds the __TITLE__ feature from what it depends on; cheap to create.
public struct __NAME__FeatureFactory: Sendable {
    private let dependencies: any __NAME__FeatureDependencies

    /// A factory for features built from `dependencies`.
    public init(dependencies: any __NAME__FeatureDependencies) {
        self.dependencies = dependencies
    }

    /// A new feature at the summary of `context`'s user.
    @MainActor
    public func make(context: FeatureContext) -> any __NAME__FeatureAPI {
        __NAME__Stack(dependencies: dependencies, context: context)
    }
}
