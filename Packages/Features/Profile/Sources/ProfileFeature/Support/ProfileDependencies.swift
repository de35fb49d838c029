import Models
import Analytics
import Services

/// What every part of one feature instance shares: the service, analytics and whose session it is.
struct ProfileDependencies: Sendable {
    let service: any ProfileService
    let analytics: any Analytics
    /// The signed-in user's ID: their profile is the own, editable one.
    let signedInUserID: ID<User>

    /// `route` with a link to the signed-in user's profile by ID turned into `.own`.
    func normalized(_ route: ProfileRoute) -> ProfileRoute {
        route == .user(id: signedInUserID) ? .own : route
    }
}
