extension DevBackend {
    /// The fault settings in force. They are not data: they are never persisted.
    public struct Faults: Equatable, Sendable {
        /// Whether the backend refuses connections (it has stopped listening).
        public internal(set) var isOffline = false
        /// Added before every response.
        public internal(set) var latency = Duration.zero
        /// Whether every request answers 503 with code `maintenance` and `X-Maintenance: on`.
        public internal(set) var isMaintenance = false
        /// How many of the next requests still fail with `failureStatus`.
        public internal(set) var pendingFailures = 0
        /// The status those failures answer with.
        public internal(set) var failureStatus = 500
        /// Faults aimed at one route (or any), oldest first; the first that matches a request hits it.
        public internal(set) var targeted: [PendingFault] = []

        /// Uses up one injected failure, returning its status, or nil when none is pending.
        mutating func takeFailure() -> Int? {
            guard pendingFailures > 0 else { return nil }
            pendingFailures -= 1
            return failureStatus
        }

        /// Uses up one hit of the first targeted fault that matches `route`, returning it.
        mutating func takeTargetedFault(for route: Route?) -> TargetedFault? {
            guard let index = targeted.firstIndex(where: { $0.route == nil || $0.route == route }) else {
                return nil
            }
            targeted[index].remaining -= 1
            let fault = targeted[index].fault
            if targeted[index].remaining == 0 { targeted.remove(at: index) }
            return fault
        }
    }
}
