import Foundation
import Observation
import Tracing

/// One job of a controller (a load, a save, a sign-in) and what its screen shows of it: whether it
/// runs, and what its last failure says, which it also reports to whoever shows the screen. One
/// rule for every controller's work: a run is cancelled by a newer run and by its caller being
/// cancelled (a screen's task, when the screen goes), and a cancelled run changes nothing. The
/// caller awaits the run, so no owner goes away with one going.
@Observable
@MainActor
public final class TrackedTask {
    /// Whether a run is going: what a screen shows as loading.
    public private(set) var isRunning = false
    /// The last failure's user-facing message; nil when the last run succeeded or is running.
    public private(set) var errorMessage: String?

    @ObservationIgnored private var current: (any Running)?
    @ObservationIgnored private var runs = 0
    @ObservationIgnored private let report: @MainActor (String) async -> Void
    @ObservationIgnored private let tracer: any Tracer

    /// A job whose failures' messages also go to `report`, and whose runs are spans of `tracer`.
    public init(
        reporting report: @escaping @MainActor (String) async -> Void = { _ in },
        tracer: any Tracer = InstrumentationSystem.tracer
    ) {
        self.report = report
        self.tracer = tracer
    }

    /// Runs `work`, cancelling a run still going, and returns its outcome once it ends; nil when
    /// the run was cancelled. A failure's message shows (its `localizedDescription`). The run is a
    /// span named after the caller (`ProfileController.load`).
    @discardableResult
    public func run<Value: Sendable, Failure: Error>(
        function: String = #function, fileID: String = #fileID,
        _ work: @escaping @Sendable () async throws(Failure) -> Value
    ) async -> Result<Value, Failure>? {
        current?.cancel()
        runs += 1
        let run = runs
        isRunning = true
        errorMessage = nil
        let span = tracer.startSpan(
            SpanName.of(function: function, fileID: fileID), function: function, file: fileID)
        defer { span.end() }
        let task = ServiceContext.$current.withValue(span.context) {
            Task { () async -> Result<Value, Failure> in
                do throws(Failure) {
                    return .success(try await work())
                } catch {
                    return .failure(error)
                }
            }
        }
        current = task
        let result = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if case .failure(let error) = result {
            span.recordError(error)
            span.setStatus(SpanStatus(code: .error))
        }
        guard run == runs else { return nil }
        current = nil
        isRunning = false
        guard !task.isCancelled else { return nil }
        if case .failure(let error) = result {
            await fail(error.localizedDescription)
        }
        return result
    }

    /// Returns once the run going now, if any, has ended.
    public func wait() async {
        await current?.wait()
    }

    /// Shows a failure, and reports it; without a run, a rule the input breaks.
    public func fail(_ message: String) async {
        errorMessage = message
        await report(message)
    }

    /// Stops showing the last failure (the user dismissed it, or changed what it was about).
    public func clearError() {
        errorMessage = nil
    }
}

private protocol Running: Sendable {
    func cancel()
    func wait() async
}

extension Task: Running where Failure == Never {
    fileprivate func wait() async {
        _ = await value
    }
}

/// What a feature tells its coordinator, among which the failures its screens show.
public protocol FailureReporting {
    /// A failure's message is on screen now (a load or a save failed, or the input broke a rule).
    static func failureShown(_ message: String) -> Self
}

extension TrackedTask {
    /// A job whose failures go to the coordinator through the feature's `output`.
    public convenience init<Output: FailureReporting>(
        reportingTo output: @escaping @MainActor (Output) async -> Void
    ) {
        self.init(reporting: { message in await output(.failureShown(message)) })
    }
}
