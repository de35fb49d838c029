/// How a route is served: open to anyone, or only with a valid bearer token.
enum RouteHandler {
    typealias Open = (RequestContext, inout BackendData) throws(APIError) -> APIResponse
    typealias Authenticated = (RequestContext, RequestContext.Caller, inout BackendData) throws(APIError) -> APIResponse

    case open(Open)
    case authenticated(Authenticated)
}

extension DevBackend.Route {
    /// The handler behind each route of the API document.
    var handler: RouteHandler {
        switch self {
        case .login: .open(AuthHandlers.login)
        case .signup: .open(AuthHandlers.signup)
        case .refresh: .open(AuthHandlers.refresh)
        case .uploadAnalyticsEvents: .open(AnalyticsHandlers.upload)
        case .getSession: .authenticated(SessionHandlers.get)
        case .deleteSession: .authenticated(SessionHandlers.delete)
        case .getMyProfile: .authenticated(ProfileHandlers.getMine)
        case .updateMyProfile: .authenticated(ProfileHandlers.updateMine)
        case .getUser: .authenticated(ProfileHandlers.getUser)
        case .getUserPosts: .authenticated(PostHandlers.page)
        case .getPost: .authenticated(PostHandlers.get)
        case .getSettings: .authenticated(SettingsHandlers.get)
        case .putSettings: .authenticated(SettingsHandlers.put)
        case .getOnboarding: .authenticated(OnboardingHandlers.get)
        case .putOnboarding: .authenticated(OnboardingHandlers.put)
        case .completeOnboarding: .authenticated(OnboardingHandlers.complete)
        }
    }
}
