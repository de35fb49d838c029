import Foundation
import NIOCore

/// The kept-alive connections of a transport waiting for their next request, a few per origin.
final class ConnectionPool: @unchecked Sendable {
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

    func take(_ origin: Origin) -> (any Channel)? {
        while let entry = lock.withLock({ idle[origin]?.popLast() }) {
            entry.expiry.cancel()
            if entry.channel.isActive { return entry.channel }
        }
        return nil
    }

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
        if isKept {
            channel.closeFuture.whenComplete { [weak self] _ in self?.remove(channel, from: origin) }
        } else {
            expiry.cancel()
            channel.close(promise: nil)
        }
    }

    func remove(_ channel: any Channel, from origin: Origin) {
        let removed = lock.withLock {
            let index = idle[origin]?.firstIndex { $0.channel === channel }
            return index.flatMap { idle[origin]?.remove(at: $0) }
        }
        removed?.expiry.cancel()
    }

    func idleCount(for origin: Origin) -> Int {
        lock.withLock { idle[origin]?.count ?? 0 }
    }
}
