import Models

/// The persisted session: what survives a relaunch so the user stays signed in.
public protocol SessionStore: Sendable {
    /// The stored session, or nil when there is none (or what was stored could not be used).
    func load() async -> Session?

    /// Makes `session` the one in force, replacing any other.
    func save(_ session: Session) async throws(ServiceError)

    /// Forgets the session.
    func clear() async throws(ServiceError)

    /// Replaces the stored session with `replacement` (nil clears it) only if `expected` is still stored.
    func replace(_ expected: Session, with replacement: Session?) async throws(ServiceError) -> Bool

    /// Writes a session kept only in memory (its last write failed) to the device, if it can now.
    func flush() async
}

extension SessionStore {
    /// A store that keeps nothing only in memory has nothing to flush.
    public func flush() async {}
}
