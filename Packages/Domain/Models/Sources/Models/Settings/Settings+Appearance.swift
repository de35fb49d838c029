extension Settings {
    /// The colour scheme: always light, always dark, or following the system.
    public enum Appearance: String, Codable, Equatable, Sendable, CaseIterable {
        case light
        case dark
        case system

        /// Decodes the raw value; an unknown one fails with a message listing the allowed values.
        public init(from decoder: any Decoder) throws {
            try self.init(closedEnumFrom: decoder)
        }
    }
}
