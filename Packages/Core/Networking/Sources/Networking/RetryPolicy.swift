/// How often and how patiently the client repeats an idempotent request after a transient failure.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included; at least 1.
    public var maxAttempts: Int
    /// The wait before the first retry, before jitter.
    public var baseDelay: Duration
    /// The longest wait, also the longest `Retry-After` honoured.
    public var maxDelay: Duration
    /// The share of each wait (0...1) that may be randomly taken off.
    public var jitter: Double

    /// A policy; out-of-range values are clamped (at least one attempt, jitter within 0...1).
    public init(maxAttempts: Int, baseDelay: Duration, maxDelay: Duration, jitter: Double) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(.zero, baseDelay)
        self.maxDelay = max(.zero, maxDelay)
        self.jitter = min(max(jitter, 0), 1)
    }

    /// Three attempts, waiting about 0.5 s then 1 s, never more than 10 s.
    public static let `default` = RetryPolicy(
        maxAttempts: 3, baseDelay: .milliseconds(500), maxDelay: .seconds(10), jitter: 0.5)

    /// One attempt: failures surface at once.
    public static let none = RetryPolicy(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero, jitter: 0)

    /// The wait before retry number `retry` (1 for the first), given a `random` number in `0..<1`.
    public func delay(beforeRetry retry: Int, random: Double) -> Duration {
        let doublings = min(max(retry - 1, 0), 32)
        let exponential = min(baseDelay * (1 << doublings), maxDelay)
        return exponential * (1 - jitter * min(max(random, 0), 1))
    }
}
