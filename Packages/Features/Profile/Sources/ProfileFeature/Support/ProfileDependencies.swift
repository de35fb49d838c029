import Analytics
import FeatureKit
import Models
import Services

/// What every part of one feature instance shares: the service, analytics, and whose session it is.
struct ProfileDependencies: Sendable {
    let service: any ProfileService
    let analytics: any Analytics
    let context: FeatureContext<ProfileOutput>

    init(_ dependencies: any ProfileFeatureDependencies, context: FeatureContext<ProfileOutput>) {
        service = dependencies.profiles
        analytics = dependencies.analytics
        self.context = context
    }

    var signedInUserID: ID<User> { context.user.id }

    func normalized(_ route: ProfileRoute) -> ProfileRoute {
        route == .user(id: signedInUserID) ? .own : route
    }
}
