/// How a route is served: by which handler (its name names its span), open to anyone or only with
/// a valid bearer token.
struct RouteHandler {
    typealias Open = (RequestContext, inout BackendData) throws(APIError) -> APIResponse
    typealias Authenticated = (RequestContext, RequestContext.Caller, inout BackendData) throws(APIError) -> APIResponse

    enum Access {
        case open(Open)
        case authenticated(Authenticated)
    }

    /// The handler's type and function, as `ProfileHandlers.getUser`.
    let name: String
    let access: Access

    static func open(_ name: String, _ handler: @escaping Open) -> RouteHandler {
        RouteHandler(name: name, access: .open(handler))
    }

    static func authenticated(_ name: String, _ handler: @escaping Authenticated) -> RouteHandler {
        RouteHandler(name: name, access: .authenticated(handler))
    }
}

extension DevBackend.Route {
    /// The handler behind each route of the API document.
    var handler: RouteHandler {
        switch self {
        case .login: .open("AuthHandlers.login", AuthHandlers.login)
        case .signup: .open("AuthHandlers.signup", AuthHandlers.signup)
        case .refresh: .open("AuthHandlers.refresh", AuthHandlers.refresh)
        case .uploadAnalyticsEvents: .open("AnalyticsHandlers.upload", AnalyticsHandlers.upload)
        case .getSession: .authenticated("SessionHandlers.get", SessionHandlers.get)
        case .deleteSession: .authenticated("SessionHandlers.delete", SessionHandlers.delete)
        case .getMyProfile: .authenticated("ProfileHandlers.getMine", ProfileHandlers.getMine)
        case .updateMyProfile: .authenticated("ProfileHandlers.updateMine", ProfileHandlers.updateMine)
        case .getUser: .authenticated("ProfileHandlers.getUser", ProfileHandlers.getUser)
        case .getUserPosts: .authenticated("PostHandlers.page", PostHandlers.page)
        case .getPost: .authenticated("PostHandlers.get", PostHandlers.get)
        case .getSettings: .authenticated("SettingsHandlers.get", SettingsHandlers.get)
        case .putSettings: .authenticated("SettingsHandlers.put", SettingsHandlers.put)
        case .getOnboarding: .authenticated("OnboardingHandlers.get", OnboardingHandlers.get)
        case .putOnboarding: .authenticated("OnboardingHandlers.put", OnboardingHandlers.put)
        case .completeOnboarding: .authenticated("OnboardingHandlers.complete", OnboardingHandlers.complete)
        case .getCollectionItems: .authenticated("CollectionHandlers.list", CollectionHandlers.list)
        case .getCollectionItem: .authenticated("CollectionHandlers.get", CollectionHandlers.get)
        }
    }
}
