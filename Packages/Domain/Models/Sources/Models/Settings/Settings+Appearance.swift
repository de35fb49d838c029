extension Settings {
    /// The colour scheme: always light, always dark, or following the system.
    public enum Appearance: String, Codable, Equatable, Sendable, CaseIterable {
        case light
        case dark
        case system

        public init(from decoder: any Decoder) throws {
            try self.init(closedEnumFrom: decoder)
        }
    }
}
