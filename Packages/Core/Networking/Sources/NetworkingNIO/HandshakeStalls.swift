import Foundation
import NIOCore

/// The origins whose secure handshake stalled lately. Asked again at once, such a server would
/// most likely stall again, so for as long as a connection may take, a new one to it fails at once
/// instead of making its caller (the sign-in, then the analytics upload) wait it out a second time.
final class HandshakeStalls: @unchecked Sendable {
    private let lock = NSLock()
    private var quietUntil: [Origin: NIODeadline] = [:]

    /// Remembers that `origin` stalled, for `period` from now.
    func note(_ origin: Origin, for period: TimeAmount) {
        lock.withLock { quietUntil[origin] = .now() + period }
    }

    /// Whether `origin` stalled less than its period ago.
    func isQuiet(_ origin: Origin) -> Bool {
        lock.withLock {
            guard let deadline = quietUntil[origin] else { return false }
            guard deadline > .now() else {
                quietUntil[origin] = nil
                return false
            }
            return true
        }
    }
}
