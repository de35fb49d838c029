import Analytics
import Models
import Services

/// Builds the feature for the signed-in user from its dependencies; cheap to create.
public struct __NAME__FeatureFactory: Sendable {
    private let profileService: any ProfileService
    private let analytics: any Analytics
    private let user: User

    /// A factory for features signed in as `signedInUser`, whose summary is the root screen.
    public init(profileService: any ProfileService, analytics: any Analytics, signedInUser: User) {
        self.profileService = profileService
        self.analytics = analytics
        self.user = signedInUser
    }

    /// A new feature at its root, reporting what only the app can do to `output`.
    @MainActor
    public func make(
        output: @escaping @MainActor (__NAME__Output) async -> Void
    ) -> any __NAME__FeatureAPI {
        __NAME__Stack(
            user: user, service: profileService, analytics: analytics, output: output
        )
    }
}
