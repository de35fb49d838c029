extension DevBackend {
    /// A fault for the next few requests to one route (or to any route), set with
    /// `injectFault(_:on:count:)`, so a test can break one endpoint of a flow and leave the rest.
    public enum TargetedFault: Equatable, Sendable {
        /// Answer this status (400…599) with an error body; 429 carries `Retry-After: 1`, 503 is
        /// not the maintenance answer.
        case status(Int)
        /// Answer 503 with code `maintenance` and `X-Maintenance: on`.
        case maintenance
        /// Answer 200 with a JSON content type and a body that is not JSON.
        case malformedJSON
        /// Wait this long on the backend's clock, then answer as usual (with a clock that is never
        /// advanced, the request never gets an answer).
        case delay(Duration)
    }

    /// A targeted fault still pending: what it does, where, and for how many more requests.
    public struct PendingFault: Equatable, Sendable {
        /// What the request gets instead of its answer.
        public let fault: TargetedFault
        /// The route it hits; nil for any route.
        public let route: Route?
        /// How many more requests it hits.
        public internal(set) var remaining: Int
    }
}
