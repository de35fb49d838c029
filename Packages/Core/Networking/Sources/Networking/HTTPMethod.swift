/// The HTTP methods the app's endpoints use.
public enum HTTPMethod: String, Sendable, CaseIterable {
    /// Reads a resource; idempotent.
    case get = "GET"
    /// Creates something or starts an action, such as signing in; not idempotent.
    case post = "POST"
    /// Replaces a resource whole, such as the settings; idempotent.
    case put = "PUT"
    /// Changes part of a resource, such as a profile's name; not idempotent.
    case patch = "PATCH"
    /// Removes a resource, such as the session; idempotent.
    case delete = "DELETE"

    /// Whether repeating the request has the same effect as sending it once (RFC 9110).
    public var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete: true
        case .post, .patch: false
        }
    }
}
