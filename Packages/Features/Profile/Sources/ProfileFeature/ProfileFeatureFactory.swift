import Analytics
import Models
import Services

/// Builds live profile features from the dependencies they share; cheap to create and to copy.
public struct ProfileFeatureFactory: Sendable {
    private let dependencies: ProfileDependencies

    /// A factory for features signed in as `signedInUser`.
    public init(profileService: any ProfileService, analytics: any Analytics, signedInUser: User) {
        dependencies = ProfileDependencies(
            service: profileService,
            analytics: analytics,
            signedInUserID: signedInUser.id
        )
    }

    /// A feature whose stack starts at `root` (`.own` for the profile tab, a post for a post
    /// window); it reports to its coordinator through `output`.
    @MainActor
    public func make(
        root: ProfileRoute,
        output: @escaping @MainActor (ProfileOutput) async -> Void
    ) -> any ProfileFeatureAPI {
        ProfileStack(root: root, dependencies: dependencies, output: output)
    }
}
