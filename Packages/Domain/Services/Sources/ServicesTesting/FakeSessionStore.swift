import Models
import Services

/// An in-memory ``/Services/SessionStore``, for tests of code that keeps a session.
public actor FakeSessionStore: SessionStore, ScriptableFake {
    /// The methods a test can make fail or hold (`load` cannot fail, as in the protocol).
    public enum Method: Hashable, Sendable, CaseIterable {
        case save, clear, replace
    }

    /// A call as received; tokens are never recorded.
    public enum Call: Equatable, Sendable {
        case load
        case save
        case clear
        case replace
    }

    public nonisolated let script = FakeScript<Method, Call>()
    /// The stored session.
    public private(set) var session: Session?

    /// A store holding `session`.
    public init(session: Session? = nil) {
        self.session = session
    }

    public func load() -> Session? {
        script.record(.load)
        return session
    }

    public func save(_ session: Session) async throws(ServiceError) {
        try await script.play(.save, .save)
        self.session = session
    }

    public func clear() async throws(ServiceError) {
        session = nil
        try await script.play(.clear, .clear)
    }

    public func replace(_ expected: Session, with replacement: Session?) async throws(ServiceError) -> Bool {
        try await script.play(.replace, .replace)
        guard session == expected else { return false }
        session = replacement
        return true
    }
}
