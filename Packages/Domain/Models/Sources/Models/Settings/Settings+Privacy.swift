extension Settings {
    /// Who may see what; encodes as `{profile}`.
    public struct Privacy: Codable, Equatable, Sendable {
        /// Who may see the user's profile.
        public let profile: ProfileVisibility

        /// Creates privacy settings.
        public init(profile: ProfileVisibility) {
            self.profile = profile
        }
    }

    /// Who may see a profile: everyone, or only its owner.
    public enum ProfileVisibility: String, Codable, Equatable, Sendable, CaseIterable {
        case `public`
        case `private`

        public init(from decoder: any Decoder) throws {
            try self.init(closedEnumFrom: decoder)
        }
    }
}
