import Foundation
import NIOCore

/// The connections a listener accepted and that are still open, at most `limit` of them.
final class OpenConnections: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: any Channel] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// Keeps `channel` until it closes; false, keeping nothing, when `limit` are open already.
    func add(_ channel: any Channel) -> Bool {
        let added = lock.withLock {
            guard channels.count < limit else { return false }
            channels[ObjectIdentifier(channel)] = channel
            return true
        }
        guard added else { return false }
        channel.closeFuture.whenComplete { [weak self] _ in
            self?.lock.withLock { _ = self?.channels.removeValue(forKey: ObjectIdentifier(channel)) }
        }
        return true
    }

    func closeAll() async {
        for channel in lock.withLock({ Array(channels.values) }) {
            try? await channel.close()
        }
    }
}
