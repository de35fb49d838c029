import Testing

@testable import Networking

@Test func delaysDoubleFromTheBaseUpToTheCap() {
    let policy = RetryPolicy(maxAttempts: 6, baseDelay: .seconds(1), maxDelay: .seconds(5), jitter: 0)
    let delays = (1...5).map { policy.delay(beforeRetry: $0, random: 0.9) }
    #expect(delays == [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5)])
}

@Test func jitterTakesARandomShareOffTheDelay() {
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(2), maxDelay: .seconds(10), jitter: 0.5)
    #expect(policy.delay(beforeRetry: 2, random: 0) == .seconds(4))
    #expect(policy.delay(beforeRetry: 2, random: 0.5) == .seconds(3))
    #expect(policy.delay(beforeRetry: 2, random: 1) == .seconds(2))
}

@Test func outOfRangeSettingsAreClamped() {
    let policy = RetryPolicy(maxAttempts: 0, baseDelay: .seconds(-1), maxDelay: .seconds(1), jitter: 3)
    #expect(policy.maxAttempts == 1)
    #expect(policy.baseDelay == .zero)
    #expect(policy.jitter == 1)
}

@Test func aHugeRetryNumberStaysAtTheCap() {
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(1), maxDelay: .seconds(30), jitter: 0)
    #expect(policy.delay(beforeRetry: 500, random: 0) == .seconds(30))
}
