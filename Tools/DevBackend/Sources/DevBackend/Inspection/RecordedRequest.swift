extension DevBackend {
    /// One request the backend received and how it answered; paths only, never headers or bodies.
    public struct RecordedRequest: Equatable, Sendable {
        /// The HTTP method as sent, upper-cased.
        public let method: String
        /// The request path without its query.
        public let path: String
        /// The documented route it matched, or nil for an unknown path or method.
        public let route: Route?
        /// The status the backend answered with.
        public let status: Int
    }
}
