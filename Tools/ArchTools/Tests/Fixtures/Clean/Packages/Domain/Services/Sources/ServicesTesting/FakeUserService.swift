import Models
import Services

/// Answers with a fixed user.
public final class FakeUserService: UserService, @unchecked Sendable {
    let user: User

    /// Creates a fake that answers with `user`.
    public init(user: User) {
        self.user = user
    }

    public func user(id: String) async throws -> User {
        user
    }
}
