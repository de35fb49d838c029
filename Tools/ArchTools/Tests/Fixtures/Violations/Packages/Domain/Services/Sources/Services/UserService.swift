import Models

/// Loads users.
public protocol UserLoading: Sendable {
    /// The user with `id`.
    func user(id: String) async throws -> User
}

/// Loads users from the backend.
public final class LiveUserLoader: UserLoading {
    public func user(id: String) async throws -> User {
        User(id: id)
    }
}

final class SessionStore {
    @MainActor var token: String?
}

actor UserCache {
    static var hits = 0
}
