import Foundation
@testable import Networking
import NetworkingTesting
import Testing

@Test func answersWithItsData() async throws {}

@Test func retriesThreeTimes() {}

@Suite struct RetryTests {
    @Test func delayIsHalfASecond() {}
}
