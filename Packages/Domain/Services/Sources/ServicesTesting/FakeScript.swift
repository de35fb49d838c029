import Foundation
import Services

/// What a fake does beyond its data, per method: failures to throw, suspensions, and a record of calls.
public final class FakeScript<Method: Hashable & Sendable, Call: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextFailures: [Method: [ServiceError]] = [:]
    private var standingFailures: [Method: ServiceError] = [:]
    private var suspensions: [Method: [FakeSuspension]] = [:]
    private var recordedCalls: [Call] = []

    /// A script with no failures, no suspensions and no calls yet; a fake of a feature's own
    /// service keeps one to be scriptable the same way.
    public init() {}

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

    /// Records `call` for a method that cannot be scripted (it never fails or waits).
    public func record(_ call: Call) {
        lock.withLock { recordedCalls.append(call) }
    }

    /// Records `call`, holds it if a suspension is queued for `method`, then throws a queued or
    /// standing failure of `method`, if any.
    public func play(_ method: Method, _ call: Call) async throws(ServiceError) {
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
