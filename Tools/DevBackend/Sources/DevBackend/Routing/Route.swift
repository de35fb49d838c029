extension DevBackend {
    /// Every operation of `docs/openapi.yaml`, named by its method and path template.
    public enum Route: String, CaseIterable, Sendable {
        case login = "POST /v1/auth/login"
        case signup = "POST /v1/auth/signup"
        case refresh = "POST /v1/auth/refresh"
        case getSession = "GET /v1/session"
        case deleteSession = "DELETE /v1/session"
        case getMyProfile = "GET /v1/me/profile"
        case updateMyProfile = "PATCH /v1/me/profile"
        case getUser = "GET /v1/users/{id}"
        case getUserPosts = "GET /v1/users/{id}/posts"
        case getPost = "GET /v1/posts/{id}"
        case getSettings = "GET /v1/me/settings"
        case putSettings = "PUT /v1/me/settings"
        case getOnboarding = "GET /v1/me/onboarding"
        case putOnboarding = "PUT /v1/me/onboarding"
        case completeOnboarding = "POST /v1/me/onboarding/complete"
        case uploadAnalyticsEvents = "POST /v1/analytics/events"
        case getCollectionItems = "GET /v1/collections/{name}/items"
        case getCollectionItem = "GET /v1/collections/{name}/items/{id}"

        /// The HTTP method, upper-cased.
        public var method: String {
            String(rawValue.prefix { $0 != " " })
        }

        /// The path template, with parameters written `{name}` as in the API document.
        public var path: String {
            String(rawValue.drop { $0 != " " }.dropFirst())
        }
    }
}
