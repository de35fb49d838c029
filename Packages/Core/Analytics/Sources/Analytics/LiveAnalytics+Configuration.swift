extension LiveAnalytics {
    /// When batches go out and how patiently failed ones are retried.
    public struct Configuration: Sendable {
        /// A batch goes out once this many events wait, and never carries more.
        public var batchSize: Int
        /// A batch goes out once its oldest event has waited this long.
        public var maxBatchAge: Duration
        /// The wait after a first failed upload; it doubles with each failure in a row.
        public var retryDelay: Duration
        /// The longest wait between failed uploads.
        public var maxRetryDelay: Duration
        /// The most events kept, at launch and after each `track`.
        public var maxStoredEvents: Int
        /// How long a flush (at termination, say) may go on starting batches, on the clock.
        public var flushTimeLimit: Duration

        /// A configuration; values out of range are raised to the smallest sensible one.
        public init(
            batchSize: Int = 20,
            maxBatchAge: Duration = .seconds(30),
            retryDelay: Duration = .seconds(5),
            maxRetryDelay: Duration = .seconds(300),
            maxStoredEvents: Int = 10_000,
            flushTimeLimit: Duration = .seconds(5)
        ) {
            self.batchSize = max(1, batchSize)
            self.maxBatchAge = max(.zero, maxBatchAge)
            self.retryDelay = max(.zero, retryDelay)
            self.maxRetryDelay = max(self.retryDelay, maxRetryDelay)
            self.maxStoredEvents = max(1, maxStoredEvents)
            self.flushTimeLimit = max(.zero, flushTimeLimit)
        }

        func delay(afterFailures failures: Int) -> Duration {
            min(retryDelay * (1 << min(max(failures - 1, 0), 32)), maxRetryDelay)
        }
    }
}
