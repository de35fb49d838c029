import Foundation
import Logging
import Models

/// The live ``SessionStore``: the session as a versioned file in a ``CredentialStore``, read once
/// and then kept in memory.
///
/// A session the device cannot store (a full disk) stays in force in memory: `onUnsaved` tells the
/// user once, and the write is tried again each time the session is read, and at ``flush()``,
/// until it succeeds. Only a refused refresh ends a session.
///
/// Stored bytes that do not decode, or that carry an unknown or newer `schemaVersion`, and what
/// the store finds unusable (a file too large, a symbolic link), are moved aside (never
/// overwritten or deleted) and count as no session, with one log line.
public actor LiveSessionStore: SessionStore {
    private enum State {
        case unread
        case read(Session?)
    }

    private let credentials: any CredentialStore
    private let logger: Logger
    private let onUnsaved: @Sendable (ServiceError) async -> Void
    private var state = State.unread
    /// The session in force, encoded, when the device could not store it yet.
    private var unsaved: Data?

    /// A store over `credentials`, logging through `logger` (never a token); `onUnsaved` is told
    /// (`.diskFull` or `.storage`) when a session could not be stored, once until one is.
    public init(
        credentials: any CredentialStore, logger: Logger = Logger(label: "app.services"),
        onUnsaved: @escaping @Sendable (ServiceError) async -> Void = { _ in }
    ) {
        self.credentials = credentials
        self.logger = logger
        self.onUnsaved = onUnsaved
    }

    public func load() -> Session? {
        if case .read(let session) = state {
            if let unsaved, (try? credentials.write(unsaved)) != nil {
                self.unsaved = nil
                logger.notice("The session kept in memory has been stored after all.")
            }
            return session
        }
        let bytes: Data?
        do {
            bytes = try credentials.read()
        } catch where error.isUnusable {
            moveAside(because: "cannot be used (\(error))")
            state = .read(nil)
            return nil
        } catch {
            logger.error("Could not read the stored session; starting signed out: \(error)")
            return nil
        }
        let session = bytes.flatMap(decodeOrMoveAside)
        state = .read(session)
        return session
    }

    public func save(_ session: Session) async throws(ServiceError) {
        let data = try SessionFile.encode(session)
        state = .read(session)
        let wasUnsaved = unsaved != nil
        do {
            try credentials.write(data)
            unsaved = nil
        } catch {
            unsaved = data
            guard !wasUnsaved else { return }
            logger.error(
                "Could not store the session; it is kept in memory and stored when it can be: \(error)")
            await onUnsaved(error.isOutOfSpace ? .diskFull : .storage)
        }
    }

    public func flush() async {
        _ = load()
    }

    public func clear() throws(ServiceError) {
        state = .read(nil)
        unsaved = nil
        do {
            try credentials.delete()
        } catch {
            logger.error("Could not delete the stored session: \(error)")
            throw .storage
        }
    }

    public func replace(_ expected: Session, with replacement: Session?) async throws(ServiceError) -> Bool {
        guard load() == expected else { return false }
        if let replacement {
            try await save(replacement)
        } else {
            try clear()
        }
        return true
    }

    private func decodeOrMoveAside(_ data: Data) -> Session? {
        switch SessionFile.decode(data) {
        case .success(let session):
            return session
        case .failure(let unreadable):
            moveAside(because: unreadable.reason)
            return nil
        }
    }

    private func moveAside(because reason: String) {
        do {
            let destination = try credentials.moveAside()
            logger.warning("The stored session \(reason); moved it to \(destination) and started signed out.")
        } catch {
            logger.error(
                "The stored session \(reason) and could not be moved aside (\(error)); started signed out.")
        }
    }
}
