import Foundation
import Testing

@testable import Networking

@Test func retryAfterReadsSeconds() {
    #expect(RetryAfter.delay(from: "7", now: Date()) == .seconds(7))
}

@Test func retryAfterReadsAnHTTPDateRelativeToNow() {
    let now = Date(timeIntervalSince1970: 1_767_323_045)  // Fri, 02 Jan 2026 03:04:05 GMT
    #expect(RetryAfter.delay(from: "Fri, 02 Jan 2026 03:04:17 GMT", now: now) == .seconds(12))
}

@Test func aRetryAfterDateInThePastMeansNoWait() {
    let now = Date(timeIntervalSince1970: 1_767_323_045)
    #expect(RetryAfter.delay(from: "Fri, 02 Jan 2026 03:00:00 GMT", now: now) == .zero)
}

@Test func anUnreadableRetryAfterIsIgnored() {
    #expect(RetryAfter.delay(from: "soon", now: Date()) == nil)
    #expect(RetryAfter.delay(from: nil, now: Date()) == nil)
}
