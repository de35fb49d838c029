import Services

/// A fake whose methods a test can make fail or hold, and whose calls it can read.
public protocol ScriptableFake: Sendable {
    /// The methods that can be scripted.
    associatedtype Method: Hashable & Sendable
    /// A call as recorded, with its arguments (never a password).
    associatedtype Call: Sendable

    /// The fake's script.
    var script: FakeScript<Method, Call> { get }
}

extension ScriptableFake {
    /// Every call received, in order.
    public var calls: [Call] {
        script.calls
    }

    /// The next call of `method` throws `error` (queued: call it twice to fail the next two).
    public func failNext(_ method: Method, with error: ServiceError) {
        script.failNext(method, with: error)
    }

    /// Every call of `method` throws `error` until ``stopFailing(_:)``; queued failures go first.
    public func failAll(_ method: Method, with error: ServiceError) {
        script.failAll(method, with: error)
    }

    /// Calls of `method` succeed again.
    public func stopFailing(_ method: Method) {
        script.stopFailing(method)
    }

    /// The next call of `method` waits until the test resumes the returned suspension.
    public func suspendNext(_ method: Method) -> FakeSuspension {
        script.suspendNext(method)
    }
}
