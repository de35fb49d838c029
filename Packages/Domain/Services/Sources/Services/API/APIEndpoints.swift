import Foundation
import Models
import Networking

enum APIEndpoints {
    static func login(_ credentials: Credentials) -> Endpoint<AuthResult> {
        Endpoint(.login, body: credentials)
    }

    static func signup(_ details: SignUpDetails) -> Endpoint<AuthResult> {
        Endpoint(.signup, body: details)
    }

    static func refresh(refreshToken: String) -> Endpoint<Session> {
        Endpoint(.refresh, body: RefreshRequest(refreshToken: refreshToken))
    }

    static func session() -> Endpoint<User> {
        Endpoint(.getSession)
    }

    static func logout() -> Endpoint<Void> {
        Endpoint(.deleteSession)
    }

    static func ownProfile() -> Endpoint<Profile> {
        Endpoint(.getOwnProfile)
    }

    static func updateOwnProfile(_ update: ProfileUpdate) -> Endpoint<Profile> {
        Endpoint(.updateOwnProfile, body: update)
    }

    static func user(_ id: ID<User>) -> Endpoint<Profile> {
        Endpoint(.getUser, id: id.rawValue)
    }

    static func posts(of userID: ID<User>, cursor: String?, limit: Int) -> Endpoint<PostPage> {
        var query = [URLQueryItem(name: "limit", value: String(limit))]
        if let cursor {
            query.append(URLQueryItem(name: "cursor", value: cursor))
        }
        return Endpoint(.getUserPosts, id: userID.rawValue, query: query)
    }

    static func post(_ id: ID<Post>) -> Endpoint<Post> {
        Endpoint(.getPost, id: id.rawValue)
    }

    static func settings() -> Endpoint<Settings> {
        Endpoint(.getSettings)
    }

    static func updateSettings(_ settings: Settings) -> Endpoint<Settings> {
        Endpoint(.putSettings, body: settings)
    }

    static func onboarding() -> Endpoint<OnboardingProgress> {
        Endpoint(.getOnboarding)
    }

    static func saveOnboarding(step: OnboardingStep) -> Endpoint<OnboardingProgress> {
        Endpoint(.putOnboarding, body: OnboardingUpdate(step: step))
    }

    static func completeOnboarding() -> Endpoint<OnboardingProgress> {
        Endpoint(.completeOnboarding)
    }
}

extension Endpoint where Response: Decodable {
    init(
        _ route: APIRoute, id: String? = nil, query: [URLQueryItem] = [], body: (any Encodable & Sendable)? = nil
    ) {
        self.init(
            method: route.method, path: route.path(id: id), query: query, body: body,
            requiresAuthentication: route.requiresAuthentication
        )
    }
}

extension Endpoint where Response == Void {
    init(_ route: APIRoute) {
        self.init(method: route.method, path: route.path(), requiresAuthentication: route.requiresAuthentication)
    }
}
