import Networking

/// Every operation of `docs/openapi.yaml` the services call, by method and path template: the one
/// list of what the client sends, which a test checks against the document.
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

    /// The placeholder for a route's one path parameter.
    static let idPlaceholder = "{id}"

    var method: HTTPMethod {
        // Every raw value starts with one of HTTPMethod's raw values.
        HTTPMethod(rawValue: String(rawValue.prefix { $0 != " " }))!
    }

    /// The path as the API document writes it, with `{id}` for the parameter.
    var template: String {
        String(rawValue.drop { $0 != " " }.dropFirst())
    }

    /// Sign-in, sign-up and refresh are sent without a bearer token, so they never trigger a
    /// token refresh themselves.
    var requiresAuthentication: Bool {
        switch self {
        case .login, .signup, .refresh: false
        default: true
        }
    }

    /// The path with `{id}` filled in by a typed ID's text, which is one safe path segment.
    func path(id: String? = nil) -> String {
        guard let id else { return template }
        return template.replacingOccurrences(of: Self.idPlaceholder, with: id)
    }
}
