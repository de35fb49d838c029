import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import Analytics

@Suite struct KillTests {
    /// A separate process tracks 12 events (batches of 5), and is killed with SIGKILL while the
    /// server holds its first batch: counted there, never acknowledged. A fresh client on the
    /// same outbox then delivers all 12 exactly once as the deduplicating server counts them.
    @Test func aClientKilledMidUploadLosesNothingAndDoublesNothing() async throws {
        let executable = try #require(
            KillFixture.executable, "the AnalyticsKillFixture executable was not built")
        let count = 12
        let firstBatchCounted = Gate()
        let neverAnswered = Gate()
        let batches = Counter()
        try await withHarness(beforeAnswering: { _ in
            guard batches.increment() == 1 else { return }
            firstBatchCounted.open()
            await neverAnswered.wait()
        }) { harness in
            let trackedAll = Gate()
            harness.server.handle(.post, "/fixture/tracked") { _ in
                trackedAll.open()
                return .status(204)
            }
            let fixture = try KillFixture(
                executable: executable, directory: harness.directory, baseURL: harness.server.baseURL,
                count: count,
                onExit: {
                    trackedAll.open()
                    firstBatchCounted.open()
                })
            await trackedAll.wait()
            await firstBatchCounted.wait()
            try #require(fixture.isRunning, "the fixture exited before it was killed")
            await fixture.kill()
            #expect(fixture.wasKilled)
            #expect(harness.collector.events.count == 5)
            #expect(harness.storedFiles.count == count)

            let survivor = try harness.analytics(.init(batchSize: 5))
            await survivor.flush()
            let events = harness.collector.events
            #expect(events.count == count)
            #expect(Set(events.compactMap { $0.properties["index"] }) == Set((0..<count).map { .int($0) }))
            #expect(events.allSatisfy { $0.userId == "u-killed" })
            #expect(harness.collector.duplicates == 5)
            #expect(harness.storedFiles.isEmpty)
        }
    }
}
