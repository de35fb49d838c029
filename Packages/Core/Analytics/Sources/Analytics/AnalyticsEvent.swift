/// Something that happened in the app, worth counting: a name and scalar properties.
///
/// Properties that carry personal data are dropped when the event is made, so no consumer (the
/// outbox, the wire, a test double, the shell's event stream) ever holds them. A key is
/// personal when a word of it is or ends in email, mail, password, passwd, token, secret or name;
/// a string value when it holds an email address, a bearer token or a long opaque token.
public struct AnalyticsEvent: Sendable, Hashable {
    /// What happened, in snake case by convention (`screen_viewed`).
    public let name: String
    /// The properties that survived the personal-data filter.
    public let properties: [String: AnalyticsValue]
    /// The keys of the properties that were dropped, for a log line (keys only, never values).
    let droppedKeys: [String]

    /// An event; properties whose key or value looks personal, and non-finite numbers, are dropped.
    public init(_ name: String, properties: [String: AnalyticsValue] = [:]) {
        self.name = name
        let kept = properties.filter { key, value in PersonalData.allows(key: key, value: value) }
        self.properties = kept
        self.droppedKeys = properties.keys.filter { kept[$0] == nil }.sorted()
    }
}
