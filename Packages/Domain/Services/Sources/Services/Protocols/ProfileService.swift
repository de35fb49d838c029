import Models

/// Profiles and posts: the signed-in user's own profile and edits, others' profiles, post pages.
public protocol ProfileService: CacheClearing {
    /// The signed-in user's profile.
    func ownProfile() async throws(ServiceError) -> Profile

    /// Someone's profile; a private one shows others an empty bio.
    func profile(userID: ID<User>) async throws(ServiceError) -> Profile

    /// Changes the signed-in user's name, bio, or both (nil leaves a field); invalid input sends nothing.
    func updateProfile(name: String?, bio: String?) async throws(ServiceError) -> Profile

    /// A page of a user's posts, newest first, after `cursor` (nil for the first page), `limit` 1…50.
    func posts(userID: ID<User>, cursor: String?, limit: Int) async throws(ServiceError) -> PostPage

    /// One post, always asked of the backend; `.notFound` once it is deleted.
    func post(id: ID<Post>) async throws(ServiceError) -> Post

    /// A post seen in a page or fetched earlier, if it is still cached; never asks the backend.
    func cachedPost(id: ID<Post>) async -> Post?
}

extension ProfileService {
    /// A page of `PostPage.defaultLimit` (20) posts.
    public func posts(userID: ID<User>, cursor: String? = nil) async throws(ServiceError) -> PostPage {
        try await posts(userID: userID, cursor: cursor, limit: PostPage.defaultLimit)
    }
}
