import Networking

/// Every operation of `docs/openapi.yaml` the services call, by method and path template.
enum APIRoute: String, CaseIterable {
    case login = "POST /v1/auth/login"
    case signup = "POST /v1/auth/signup"
    case refresh = "POST /v1/auth/refresh"
    case getSession = "GET /v1/session"
    case deleteSession = "DELETE /v1/session"
    case getOwnProfile = "GET /v1/me/profile"
    case updateOwnProfile = "PATCH /v1/me/profile"
    case getUser = "GET /v1/users/{id}"
    case getUserPosts = "GET /v1/users/{id}/posts"
    case getPost = "GET /v1/posts/{id}"
    case getSettings = "GET /v1/me/settings"
    case putSettings = "PUT /v1/me/settings"
    case getOnboarding = "GET /v1/me/onboarding"
    case putOnboarding = "PUT /v1/me/onboarding"
    case completeOnboarding = "POST /v1/me/onboarding/complete"

    static let idPlaceholder = "{id}"

    var method: HTTPMethod {
        // Every raw value starts with one of HTTPMethod's raw values.
        HTTPMethod(rawValue: String(rawValue.prefix { $0 != " " }))!
    }

    var template: String {
        String(rawValue.drop { $0 != " " }.dropFirst())
    }

    /// Sign-in, sign-up and refresh go without a bearer token, so they never trigger a refresh themselves.
    var requiresAuthentication: Bool {
        switch self {
        case .login, .signup, .refresh: false
        default: true
        }
    }

    func path(id: String? = nil) -> String {
        guard let id else { return template }
        return template.replacingOccurrences(of: Self.idPlaceholder, with: id)
    }
}
