extension Screen {
    /// A message shown under the title: something went wrong, or something worth knowing.
    public struct Banner: Codable, Equatable, Sendable {
        /// Whether a banner reports a failure or informs.
        public enum Kind: String, Codable, Equatable, Sendable {
            /// Something went wrong.
            case error
            /// Something worth knowing.
            case info
        }

        /// Whether the banner reports a failure or informs.
        public let kind: Kind
        /// The user-facing message.
        public let message: String

        /// Creates a banner.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }

        /// A banner reporting a failure.
        public static func error(_ message: String) -> Banner {
            Banner(kind: .error, message: message)
        }

        /// A banner with information.
        public static func info(_ message: String) -> Banner {
            Banner(kind: .info, message: message)
        }
    }
}
