import Analytics
import Foundation

/// An ``/Analytics/Analytics`` for tests: it records every call and sends nothing.
public final class RecordingAnalytics: Analytics, @unchecked Sendable {
    /// One call made to the recorder.
    public enum Call: Sendable, Equatable {
        case track(AnalyticsEvent, userID: String?)
        case identify(userID: String)
        case reset
        case flush
        case uploadDue
    }

    /// A tracked event and the user ID current when it was tracked.
    public struct TrackedEvent: Sendable, Equatable {
        /// The event, after the personal-data filter.
        public var event: AnalyticsEvent
        /// The user it was tracked under; `nil` when signed out.
        public var userID: String?
    }

    private let lock = NSLock()
    private var recorded: [Call] = []
    private var currentUserID: String?

    /// A recorder with no calls yet, signed out unless given a user ID.
    public init(userID: String? = nil) {
        currentUserID = userID
    }

    /// Every call, in order.
    public var calls: [Call] {
        lock.withLock { recorded }
    }

    /// The tracked events, in order.
    public var events: [TrackedEvent] {
        calls.compactMap { call in
            guard case .track(let event, let userID) = call else { return nil }
            return TrackedEvent(event: event, userID: userID)
        }
    }

    /// The names of the tracked events, in order.
    public var eventNames: [String] {
        events.map(\.event.name)
    }

    /// The tracked events called `name`, in order.
    public func events(named name: String) -> [TrackedEvent] {
        events.filter { $0.event.name == name }
    }

    public func track(_ event: AnalyticsEvent) {
        lock.withLock { recorded.append(.track(event, userID: currentUserID)) }
    }

    public func identify(userID: String) {
        lock.withLock {
            currentUserID = userID
            recorded.append(.identify(userID: userID))
        }
    }

    public func reset() {
        lock.withLock {
            currentUserID = nil
            recorded.append(.reset)
        }
    }

    public func flush() {
        lock.withLock { recorded.append(.flush) }
    }

    public func uploadDue() {
        lock.withLock { recorded.append(.uploadDue) }
    }
}
