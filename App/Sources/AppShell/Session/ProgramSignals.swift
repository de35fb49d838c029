import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

final class ProgramSignals: @unchecked Sendable {
    private let lock = NSLock()
    private let output: OutputQueue
    private let endingSession: Set<Int32>
    private var catching: TerminationSignals.Catching?
    private var sessionIsOver = false
    private var late: Int32?

    init(output: OutputQueue, endingSession: Set<Int32>) {
        self.output = output
        self.endingSession = endingSession
    }

    func start() -> AsyncStream<Int32> {
        let (numbers, session) = AsyncStream.makeStream(of: Int32.self)
        let catching = TerminationSignals.catching { [self] number in
            let releases = lock.withLock {
                if sessionIsOver, late == nil { late = number }
                return sessionIsOver || endingSession.contains(number)
            }
            if releases { output.release() }
            session.yield(number)
        }
        lock.withLock { self.catching = catching }
        return numbers
    }

    func sessionEnded() {
        lock.withLock { sessionIsOver = true }
    }

    func stop() -> Int32? {
        lock.withLock {
            catching?.stop()
            catching = nil
            return late
        }
    }
}
