import Models
import Networking
import Tracing

/// The live ``ProfileService``; keeps the posts it has seen so a screen can show one at once.
public actor LiveProfileService: ProfileService {
    /// How many posts a page may hold, per the API document.
    static let pageLimits = 1...50

    private let client: any HTTPClient
    private let tracer: any Tracer
    private var cache: PostCache

    /// A service over the app's authenticated client, caching up to `cachedPostLimit` posts, whose
    /// calls are spans of `tracer`.
    public init(
        client: any HTTPClient, cachedPostLimit: Int = 500, tracer: any Tracer = InstrumentationSystem.tracer
    ) {
        self.client = client
        self.tracer = tracer
        self.cache = PostCache(limit: max(0, cachedPostLimit))
    }

    public func ownProfile() async throws(ServiceError) -> Profile {
        try await client.request(APIEndpoints.ownProfile(), tracer: tracer)
    }

    public func profile(userID: ID<User>) async throws(ServiceError) -> Profile {
        try await client.request(APIEndpoints.user(userID), tracer: tracer)
    }

    public func updateProfile(name: String?, bio: String?) async throws(ServiceError) -> Profile {
        let update: ProfileUpdate
        do {
            update = ProfileUpdate(
                name: try name.map(Validation.displayName), bio: try bio.map(Validation.bio))
        } catch {
            throw ServiceError(error)
        }
        return try await client.request(APIEndpoints.updateOwnProfile(update), tracer: tracer)
    }

    public func posts(userID: ID<User>, cursor: String?, limit: Int) async throws(ServiceError) -> PostPage {
        guard Self.pageLimits.contains(limit) else {
            throw .invalid(
                reason: "Ask for \(Self.pageLimits.lowerBound) to \(Self.pageLimits.upperBound) posts a page."
            )
        }
        let page = try await client.request(
            APIEndpoints.posts(of: userID, cursor: cursor, limit: limit), tracer: tracer)
        guard page.posts.count <= limit else {
            throw .badResponse("a page of \(page.posts.count) posts where at most \(limit) were asked for")
        }
        page.posts.forEach { cache.insert($0) }
        return page
    }

    public func post(id: ID<Post>) async throws(ServiceError) -> Post {
        do {
            let post = try await client.request(APIEndpoints.post(id), tracer: tracer)
            cache.insert(post)
            return post
        } catch {
            if error == .notFound || error == .privateProfile {
                cache.remove(id: id)
            }
            throw error
        }
    }

    public func cachedPost(id: ID<Post>) -> Post? {
        cache[id]
    }

    public func clearCache() {
        cache.removeAll()
    }
}
