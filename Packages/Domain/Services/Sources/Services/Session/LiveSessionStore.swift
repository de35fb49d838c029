import Foundation
import Logging
import Models

/// The live ``SessionStore``: the session as a versioned file in a ``CredentialStore``, read once
/// and then kept in memory.
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
    private var state = State.unread

    /// A store over `credentials`, logging through `logger` (never a token).
    public init(credentials: any CredentialStore, logger: Logger = Logger(label: "app.services")) {
        self.credentials = credentials
        self.logger = logger
    }

    public func load() -> Session? {
        if case .read(let session) = state { return session }
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

    public func save(_ session: Session) throws(ServiceError) {
        let data = try SessionFile.encode(session)
        do {
            try credentials.write(data)
        } catch {
            logger.error("Could not store the session: \(error)")
            throw .storage
        }
        state = .read(session)
    }

    public func clear() throws(ServiceError) {
        state = .read(nil)
        do {
            try credentials.delete()
        } catch {
            logger.error("Could not delete the stored session: \(error)")
            throw .storage
        }
    }

    public func replace(_ expected: Session, with replacement: Session?) throws(ServiceError) -> Bool {
        guard load() == expected else { return false }
        if let replacement {
            try save(replacement)
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
