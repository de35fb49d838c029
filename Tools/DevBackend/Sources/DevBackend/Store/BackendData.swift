/// Everything the backend keeps and persists: accounts, sessions, posts and analytics events.
/// Fault settings are not data and live elsewhere.
struct BackendData: Codable, Equatable {
    var users: [String: UserRecord]
    var posts: [String: PostRecord]
    var accessGrants: [String: AccessGrant] = [:]
    var refreshGrants: [String: RefreshGrant] = [:]
    var events: [DevBackend.ReceivedEvent] = []

    func user(withEmail email: String) -> UserRecord? {
        let wanted = email.lowercased()
        return users.values.first { $0.email.lowercased() == wanted }
    }
}
