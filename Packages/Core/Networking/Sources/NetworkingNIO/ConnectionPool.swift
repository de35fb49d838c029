import Foundation
import NIOCore

/// The kept-alive connections of a transport waiting for their next request, a few per origin:
/// a request takes the one used last, and one that stays unused for `idleTimeout` is closed (a
/// timer on its event loop, so waiting costs no CPU). A connection its server closes leaves at once.
final class ConnectionPool: @unchecked Sendable {
    /// How many idle connections are kept per origin; one more is closed when its request is done.
    let capacity: Int
    /// How long an idle connection is kept: less than servers commonly keep one (60 s and more).
    let idleTimeout: TimeAmount
    private let lock = NSLock()
    private var idle: [Origin: [Idle]] = [:]

    private struct Idle {
        var channel: any Channel
        var expiry: Scheduled<Void>
    }

    init(capacity: Int = 4, idleTimeout: TimeAmount = .seconds(30)) {
        self.capacity = capacity
        self.idleTimeout = idleTimeout
    }

    /// An open idle connection to `origin`, taken out of the pool; nil when there is none.
    func take(_ origin: Origin) -> (any Channel)? {
        while let entry = lock.withLock({ idle[origin]?.popLast() }) {
            entry.expiry.cancel()
            if entry.channel.isActive { return entry.channel }
        }
        return nil
    }

    /// Keeps `channel`, whose request is done, for the next request to `origin`; closes it when
    /// the pool holds enough.
    func keep(_ channel: any Channel, for origin: Origin) {
        guard channel.isActive else { return }
        let expiry = channel.eventLoop.scheduleTask(in: idleTimeout) { [weak self] in
            self?.remove(channel, from: origin)
            channel.close(promise: nil)
        }
        let isKept = lock.withLock {
            guard (idle[origin]?.count ?? 0) < capacity else { return false }
            idle[origin, default: []].append(Idle(channel: channel, expiry: expiry))
            return true
        }
        if !isKept {
            expiry.cancel()
            channel.close(promise: nil)
        }
    }

    /// Forgets `channel` (it closed, or it expired).
    func remove(_ channel: any Channel, from origin: Origin) {
        let removed = lock.withLock {
            let index = idle[origin]?.firstIndex { $0.channel === channel }
            return index.flatMap { idle[origin]?.remove(at: $0) }
        }
        removed?.expiry.cancel()
    }

    /// How many idle connections the pool holds for `origin`.
    func idleCount(for origin: Origin) -> Int {
        lock.withLock { idle[origin]?.count ?? 0 }
    }
}
