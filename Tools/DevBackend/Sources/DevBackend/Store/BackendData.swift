/// Everything the backend keeps: accounts, sessions, posts and analytics events. The data file
/// holds all but the events, which live in their own append-only log (`EventLog`); a file from
/// before that split still loads its events. Fault settings are not data and live elsewhere.
struct BackendData: Codable, Equatable {
    var users: [String: UserRecord]
    var posts: [String: PostRecord]
    var accessGrants: [String: AccessGrant] = [:]
    var refreshGrants: [String: RefreshGrant] = [:]
    var events: [DevBackend.ReceivedEvent] = []

    private enum CodingKeys: String, CodingKey {
        case users, posts, accessGrants, refreshGrants, events
    }

    init(users: [String: UserRecord], posts: [String: PostRecord]) {
        self.users = users
        self.posts = posts
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        users = try container.decode([String: UserRecord].self, forKey: .users)
        posts = try container.decode([String: PostRecord].self, forKey: .posts)
        accessGrants = try container.decodeIfPresent([String: AccessGrant].self, forKey: .accessGrants) ?? [:]
        refreshGrants = try container.decodeIfPresent([String: RefreshGrant].self, forKey: .refreshGrants) ?? [:]
        events = try container.decodeIfPresent([DevBackend.ReceivedEvent].self, forKey: .events) ?? []
    }

    /// Encodes all but the events (see ``EventLog``).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(users, forKey: .users)
        try container.encode(posts, forKey: .posts)
        try container.encode(accessGrants, forKey: .accessGrants)
        try container.encode(refreshGrants, forKey: .refreshGrants)
    }

    /// Whether everything but the events is the same: what the data file holds.
    func hasSameFile(as other: BackendData) -> Bool {
        users == other.users && posts == other.posts && accessGrants == other.accessGrants
            && refreshGrants == other.refreshGrants
    }

    /// The events of `self` that `earlier` did not have yet: events are only ever appended (and
    /// the oldest dropped), so they follow the last one `earlier` had.
    func eventsAdded(since earlier: BackendData) -> ArraySlice<DevBackend.ReceivedEvent> {
        guard let last = earlier.events.last else { return events[...] }
        guard let index = events.lastIndex(where: { $0.id == last.id }) else { return events[...] }
        return events[(index + 1)...]
    }

    func user(withEmail email: String) -> UserRecord? {
        let wanted = email.lowercased()
        return users.values.first { $0.email.lowercased() == wanted }
    }
}
