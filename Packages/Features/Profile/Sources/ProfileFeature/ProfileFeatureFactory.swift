import FeatureKit
import Models

/// Builds live profile features from what they depend on; cheap to create and to copy.
public struct ProfileFeatureFactory: Sendable {
    private let dependencies: any ProfileFeatureDependencies

    /// A factory for features built from `dependencies`.
    public init(dependencies: any ProfileFeatureDependencies) {
        self.dependencies = dependencies
    }

    /// A feature for `context`'s user whose stack starts at `root` (the own profile when nil).
    @MainActor
    public func make(context: FeatureContext<ProfileOutput>, root: ProfileRoute? = nil) -> any ProfileFeatureAPI {
        ProfileStack(root: root ?? .own, dependencies: dependencies, context: context)
    }
}
