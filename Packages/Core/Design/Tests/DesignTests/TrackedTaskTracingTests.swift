import Foundation
import InMemoryTracing
import Testing
import Tracing

@testable import Design

@MainActor
@Suite(.timeLimit(.minutes(10))) struct TrackedTaskTracingTests {
    private struct Failure: Error {}

    /// The caller's type and function, as a controller's `load()` calls it.
    private func load(_ job: TrackedTask) async -> Result<Int, Never>? {
        await job.run { 1 }
    }

    @Test func aRunIsASpanNamedAfterItsCaller() async throws {
        let tracer = InMemoryTracer()
        _ = await load(TrackedTask(tracer: tracer))
        let span = try #require(tracer.finishedSpans.first)
        #expect(span.operationName == "TrackedTaskTracingTests.load")
        #expect(span.status == nil)
    }

    @Test func whatTheWorkStartsIsAChildOfTheRun() async throws {
        let tracer = InMemoryTracer()
        _ = await TrackedTask(tracer: tracer).run {
            tracer.startSpan("service call").end()
        }
        let spans = tracer.finishedSpans
        let run = try #require(spans.first { $0.operationName.hasPrefix("TrackedTaskTracingTests.") })
        let call = try #require(spans.first { $0.operationName == "service call" })
        #expect(call.parentSpanID == run.spanID)
    }

    @Test func aFailedRunIsMarkedAnError() async throws {
        let tracer = InMemoryTracer()
        _ = await TrackedTask(tracer: tracer).run { () throws(Failure) -> Int in throw Failure() }
        let span = try #require(tracer.finishedSpans.first)
        #expect(span.status?.code == .error)
        #expect(span.errors.count == 1)
    }

    @Test(
        arguments: [
            ("load()", "ProfileFeature/ProfileController.swift", nil, "ProfileController.load"),
            ("save(name:bio:)", "SettingsFeature/SettingsController.swift", nil, "SettingsController.save"),
            ("perform(_:)", "AppCore/AppCoordinator+Scopes.swift", "open", "AppCoordinator.perform open"),
        ] as [(String, String, String?, String)])
    func aSpanIsNamedAfterTheFilesTypeAndTheFunction(
        _ function: String, _ fileID: String, _ detail: String?, _ name: String
    ) {
        #expect(SpanName.of(function: function, fileID: fileID, detail: detail) == name)
    }
}
