import Foundation
import Testing

@testable import Design

@MainActor
@Suite(.timeLimit(.minutes(10))) struct TrackedTaskTests {
    private struct Failure: LocalizedError {
        var errorDescription: String? { "It failed." }
    }

    @Test func aRunGivesItsOutcomeAndShowsAFailuresMessage() async {
        let job = TrackedTask()
        #expect(await job.run { 5 } == .success(5))
        #expect(job.errorMessage == nil)
        let failed = await job.run { () throws(Failure) -> Int in throw Failure() }
        #expect(failed.map { if case .failure = $0 { true } else { false } } == true)
        #expect(job.errorMessage == "It failed.")
        #expect(!job.isRunning)
    }

    @Test func aRunIsRunningUntilItEnds() async {
        let job = TrackedTask()
        let gate = Gate()
        let running = Task { _ = await job.run { await gate.wait() } }
        await gate.waitUntilWaiting()
        #expect(job.isRunning)
        await gate.open()
        await running.value
        #expect(!job.isRunning)
    }

    @Test func aNewerRunCancelsTheOneBeforeWhichChangesNothing() async {
        let job = TrackedTask()
        let gate = Gate()
        let first = Task { await job.run { () throws(CancellationError) -> Int in try await gate.waitOrCancel(); return 1 } }
        await gate.waitUntilWaiting()
        #expect(await job.run { 2 } == .success(2))
        #expect(await first.value == nil)
        #expect(job.errorMessage == nil)
    }

    @Test func cancellingTheCallerCancelsTheRunWhichChangesNothing() async {
        let job = TrackedTask()
        let gate = Gate()
        let caller = Task { await job.run { () throws(CancellationError) -> Int in try await gate.waitOrCancel(); return 1 } }
        await gate.waitUntilWaiting()
        caller.cancel()
        #expect(await caller.value == nil)
        #expect(await gate.wasCancelled)
        #expect(job.errorMessage == nil)
        #expect(!job.isRunning)
    }

    @Test func waitReturnsOnceTheRunGoingNowHasEnded() async {
        let job = TrackedTask()
        let gate = Gate()
        let running = Task { _ = await job.run { await gate.wait() } }
        await gate.waitUntilWaiting()
        let waiting = Task { await job.wait() }
        await gate.open()
        await waiting.value
        #expect(!job.isRunning)
        await running.value
    }

    @Test func aFailureWithoutARunShowsUntilCleared() async {
        let job = TrackedTask()
        await job.fail("Enter a name.")
        #expect(job.errorMessage == "Enter a name.")
        job.clearError()
        #expect(job.errorMessage == nil)
    }

    @Test func everyFailureShownIsReportedOnceAndACancelledRunReportsNothing() async {
        var reported: [String] = []
        let job = TrackedTask(reporting: { reported.append($0) })
        await job.run { () throws(Failure) in throw Failure() }
        await job.fail("Enter a name.")
        let gate = Gate()
        let caller = Task { _ = await job.run { () throws(CancellationError) in try await gate.waitOrCancel() } }
        await gate.waitUntilWaiting()
        caller.cancel()
        await caller.value
        #expect(reported == ["It failed.", "Enter a name."])
    }
}

/// Holds a run until the test opens it, and says whether the run was cancelled meanwhile.
private actor Gate {
    private var waiting: CheckedContinuation<Void, Never>?
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var wasCancelled = false
    private var isOpen = false

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { continuation in
            waiting = continuation
            waiters.forEach { $0.resume() }
            waiters = []
        }
    }

    func waitOrCancel() async throws(CancellationError) {
        await withTaskCancellationHandler {
            await wait()
        } onCancel: {
            Task { await self.cancel() }
        }
        if wasCancelled { throw CancellationError() }
    }

    func waitUntilWaiting() async {
        guard waiting == nil else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiting?.resume()
        waiting = nil
    }

    private func cancel() {
        wasCancelled = true
        open()
    }
}
