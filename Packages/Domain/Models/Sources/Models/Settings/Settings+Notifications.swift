extension Settings {
    /// Which notifications the user receives; encodes as `{push, email}`.
    public struct Notifications: Codable, Equatable, Sendable {
        /// Whether push notifications are on.
        public let push: Bool
        /// Whether email notifications are on.
        public let email: Bool

        /// Creates notification settings.
        public init(push: Bool, email: Bool) {
            self.push = push
            self.email = email
        }
    }
}
