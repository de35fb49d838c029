import Models

/// The persisted session: what survives a relaunch so the user stays signed in.
public protocol SessionStore: Sendable {
    /// The stored session, or nil when there is none (or what was stored could not be used).
    func load() async -> Session?

    /// Makes `session` the one in force, replacing any other. It is kept on the device as soon as
    /// the device allows: a failed write does not undo it (only a refused refresh ends a session),
    /// and is tried again later.
    func save(_ session: Session) async throws(ServiceError)

    /// Forgets the session. It is gone for this run even if the device refuses to delete it, in
    /// which case `.storage` is thrown.
    func clear() async throws(ServiceError)

    /// Replaces the stored session with `replacement` (nil clears it) only if `expected` is still
    /// the stored one; returns whether it did. A refresh uses it so that it never revives a
    /// session that was logged out or replaced while the refresh was in flight.
    func replace(_ expected: Session, with replacement: Session?) async throws(ServiceError) -> Bool

    /// Writes a session kept only in memory (its last write failed) to the device, if it can
    /// now; for a clean termination.
    func flush() async
}

extension SessionStore {
    /// A store that keeps nothing only in memory has nothing to flush.
    public func flush() async {}
}
