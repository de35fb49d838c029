import Foundation
import NIOCore

final class LoopbackConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: any Channel] = [:]
    private var answers: [UUID: Task<Void, Never>] = [:]
    private var sent = 0
    private var acceptedCount = 0
    private var isClosed = false
    private var closedWaiters: [CheckedContinuation<Void, Never>] = []

    var bytesSent: Int { lock.withLock { sent } }
    var accepted: Int { lock.withLock { acceptedCount } }

    func opened(_ channel: any Channel) {
        let isClosed = lock.withLock {
            acceptedCount += 1
            if !self.isClosed { channels[ObjectIdentifier(channel)] = channel }
            return self.isClosed
        }
        if isClosed {
            channel.close(promise: nil)
            return
        }
        channel.closeFuture.whenComplete { [weak self] _ in
            self?.forget(channel)
        }
    }

    func waitUntilNoneOpen() async {
        await withCheckedContinuation { continuation in
            let isDone = lock.withLock {
                if channels.isEmpty { return true }
                closedWaiters.append(continuation)
                return false
            }
            if isDone { continuation.resume() }
        }
    }

    private func forget(_ channel: any Channel) {
        let waiters = lock.withLock {
            channels.removeValue(forKey: ObjectIdentifier(channel))
            guard channels.isEmpty else { return [CheckedContinuation<Void, Never>]() }
            defer { closedWaiters = [] }
            return closedWaiters
        }
        waiters.forEach { $0.resume() }
    }

    func countSent(_ bytes: Int) {
        lock.withLock { sent += bytes }
    }

    func prepareAnswer(_ body: @escaping @Sendable () async -> Void) {
        let id = UUID()
        lock.withLock {
            answers[id] = Task { [weak self] in
                await body()
                _ = self?.lock.withLock { self?.answers.removeValue(forKey: id) }
            }
        }
    }

    func closeOpen() async {
        for channel in lock.withLock({ Array(channels.values) }) {
            try? await channel.close()
        }
    }

    func closeAll() async {
        let (channels, answers) = lock.withLock {
            isClosed = true
            return (Array(self.channels.values), Array(self.answers.values))
        }
        answers.forEach { $0.cancel() }
        for channel in channels {
            try? await channel.close()
        }
    }
}
