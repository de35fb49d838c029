import Foundation
import Services

/// What a fake does beyond its data, per method: failures to throw, suspensions to hold calls
/// at, and a record of every call. Shared by the fakes; tests use it through ``ScriptableFake``.
public final class FakeScript<Method: Hashable & Sendable, Call: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextFailures: [Method: [ServiceError]] = [:]
    private var standingFailures: [Method: ServiceError] = [:]
    private var suspensions: [Method: [FakeSuspension]] = [:]
    private var recordedCalls: [Call] = []

    init() {}

    /// Every call received, in order.
    public var calls: [Call] {
        lock.withLock { recordedCalls }
    }

    func failNext(_ method: Method, with error: ServiceError) {
        lock.withLock { nextFailures[method, default: []].append(error) }
    }

    func failAll(_ method: Method, with error: ServiceError) {
        lock.withLock { standingFailures[method] = error }
    }

    func stopFailing(_ method: Method) {
        lock.withLock {
            nextFailures[method] = nil
            standingFailures[method] = nil
        }
    }

    func suspendNext(_ method: Method) -> FakeSuspension {
        let suspension = FakeSuspension()
        lock.withLock { suspensions[method, default: []].append(suspension) }
        return suspension
    }

    /// Records a call that nothing can script (it cannot fail or be held).
    func record(_ call: Call) {
        lock.withLock { recordedCalls.append(call) }
    }

    /// Records `call`, holds it at a suspension scripted for `method`, then throws a failure
    /// scripted for it: the next one queued, else the standing one.
    func play(_ method: Method, _ call: Call) async throws(ServiceError) {
        let suspension = lock.withLock {
            recordedCalls.append(call)
            return suspensions[method]?.isEmpty == false ? suspensions[method]?.removeFirst() : nil
        }
        try await suspension?.hold()
        let failure = lock.withLock {
            nextFailures[method]?.isEmpty == false ? nextFailures[method]?.removeFirst() : standingFailures[method]
        }
        if let failure { throw failure }
    }
}
