/// Something that happened in the app, worth counting: a name and scalar properties.
public struct AnalyticsEvent: Sendable, Hashable {
    /// What happened, in snake case by convention (`screen_viewed`).
    public let name: String
    /// The properties that survived the personal-data filter.
    public let properties: [String: AnalyticsValue]
    /// The keys of the dropped properties, for a log line (never their values).
    let droppedKeys: [String]

    /// An event; properties whose key or value looks personal, and non-finite numbers, are dropped.
    public init(_ name: String, properties: [String: AnalyticsValue] = [:]) {
        self.name = name
        let kept = properties.filter { key, value in PersonalData.allows(key: key, value: value) }
        self.properties = kept
        self.droppedKeys = properties.keys.filter { kept[$0] == nil }.sorted()
    }
}
