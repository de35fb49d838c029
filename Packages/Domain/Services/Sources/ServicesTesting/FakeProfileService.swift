import Models
import Services

/// An in-memory ``/Services/ProfileService`` with profiles and posts, for feature tests and demos.
public actor FakeProfileService: ProfileService, ScriptableFake {
    /// The methods a test can make fail or hold.
    public enum Method: Hashable, Sendable, CaseIterable {
        case ownProfile, profile, updateProfile, posts, post
    }

    /// A call as received.
    public enum Call: Equatable, Sendable {
        case ownProfile
        case profile(userID: ID<User>)
        case updateProfile(name: String?, bio: String?)
        case posts(userID: ID<User>, cursor: String?, limit: Int)
        case post(id: ID<Post>)
        case cachedPost(id: ID<Post>)
        case clearCache
    }

    public nonisolated let script = FakeScript<Method, Call>()
    /// The signed-in user's ID: whose profile is "own"; nil when not set up.
    public private(set) var ownUserID: ID<User>?
    /// Profiles by user ID; nil when not set up.
    public private(set) var profiles: [ID<User>: Profile]?
    /// Each user's posts, newest first, by user ID.
    public private(set) var postsByUser: [ID<User>: [Post]]
    private var cache: [ID<Post>: Post] = [:]

    /// A fake signed in as `ownUserID`, with `profiles` (by user ID) and `posts` (by user ID, newest first).
    public init(ownUserID: ID<User>? = nil, profiles: [Profile]? = nil, posts: [ID<User>: [Post]] = [:]) {
        self.ownUserID = ownUserID
        self.profiles = profiles.map { Dictionary($0.map { ($0.userId, $0) }) { _, last in last } }
        self.postsByUser = posts
    }

    /// The dev backend's profiles and posts (alice, newbie, bob), signed in as `user`.
    public static func seeded(signedInAs user: User = SeedData.alice) -> FakeProfileService {
        FakeProfileService(
            ownUserID: user.id,
            profiles: SeedData.users.map(SeedData.profile(of:)),
            posts: Dictionary(uniqueKeysWithValues: SeedData.users.map { ($0.id, SeedData.posts(of: $0.id)) })
        )
    }

    /// Adds or replaces a profile.
    public func setProfile(_ profile: Profile) {
        profiles = (profiles ?? [:]).merging([profile.userId: profile]) { _, new in new }
    }

    /// Deletes a post, as the backend's fault control does.
    public func deletePost(id: ID<Post>) {
        guard let post = postsByUser.values.joined().first(where: { $0.id == id }) else { return }
        postsByUser[post.authorId]?.removeAll { $0.id == id }
        if let author = profiles?[post.authorId] {
            setProfile(Profile(
                userId: author.userId, name: author.name, bio: author.bio,
                postCount: max(0, author.postCount - 1), isPrivate: author.isPrivate
            ))
        }
    }

    public func ownProfile() async throws(ServiceError) -> Profile {
        try await script.play(.ownProfile, .ownProfile)
        return try own("ownProfile()")
    }

    public func profile(userID: ID<User>) async throws(ServiceError) -> Profile {
        try await script.play(.profile, .profile(userID: userID))
        guard let profile = try knownProfiles("profile(userID:)")[userID] else { throw .notFound }
        return profile.userId == ownUserID || !profile.isPrivate ? profile : profile.with(bio: "")
    }

    public func updateProfile(name: String?, bio: String?) async throws(ServiceError) -> Profile {
        try await script.play(.updateProfile, .updateProfile(name: name, bio: bio))
        var profile = try own("updateProfile(name:bio:)")
        do {
            if let name { profile = profile.with(name: try Validation.displayName(name)) }
            if let bio { profile = profile.with(bio: try Validation.bio(bio)) }
        } catch {
            throw ServiceError(error)
        }
        setProfile(profile)
        return profile
    }

    public func posts(userID: ID<User>, cursor: String?, limit: Int) async throws(ServiceError) -> PostPage {
        try await script.play(.posts, .posts(userID: userID, cursor: cursor, limit: limit))
        guard (1...50).contains(limit) else { throw .invalid(reason: "Ask for 1 to 50 posts a page.") }
        try checkVisible(userID, call: "posts(userID:cursor:limit:)")
        let posts = postsByUser[userID] ?? []
        let start = try offset(of: cursor, in: posts)
        let end = min(start + limit, posts.count)
        let page = Array(posts[start..<end])
        page.forEach { cache[$0.id] = $0 }
        return PostPage(posts: page, nextCursor: end < posts.count ? String(end) : nil)
    }

    public func post(id: ID<Post>) async throws(ServiceError) -> Post {
        try await script.play(.post, .post(id: id))
        guard let post = postsByUser.values.joined().first(where: { $0.id == id }) else {
            cache[id] = nil
            throw .notFound
        }
        try checkVisible(post.authorId, call: "post(id:)")
        cache[id] = post
        return post
    }

    public func cachedPost(id: ID<Post>) -> Post? {
        script.record(.cachedPost(id: id))
        return cache[id]
    }

    public func clearCache() {
        script.record(.clearCache)
        cache = [:]
    }

    private func offset(of cursor: String?, in posts: [Post]) throws(ServiceError) -> Int {
        guard let cursor else { return 0 }
        guard let offset = Int(cursor), (1..<max(posts.count, 1)).contains(offset) else {
            throw .unexpected("FakeProfileService.posts(userID:cursor:limit:): the cursor is not one this fake handed out")
        }
        return offset
    }

    private func own(_ call: String) throws(ServiceError) -> Profile {
        guard let ownUserID, let profile = try knownProfiles(call)[ownUserID] else {
            throw FakeSetup.missing(
                "FakeProfileService.\(call)", hint: "sign in with FakeProfileService.seeded(signedInAs:) or init(ownUserID:profiles:)"
            )
        }
        return profile
    }

    private func knownProfiles(_ call: String) throws(ServiceError) -> [ID<User>: Profile] {
        guard let profiles else {
            throw FakeSetup.missing("FakeProfileService.\(call)", hint: "use FakeProfileService.seeded() or init(profiles:)")
        }
        return profiles
    }

    private func checkVisible(_ authorID: ID<User>, call: String) throws(ServiceError) {
        guard let author = try knownProfiles(call)[authorID] else { throw .notFound }
        if author.isPrivate && author.userId != ownUserID { throw .privateProfile }
    }
}
