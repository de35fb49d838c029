import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The termination signals from the moment the mode starts until the process ends. While the
/// session runs, each goes to it (``start()``), and one that ends the session releases the
/// output, so a reader that stalls cannot hold the termination; once the session is over, any
/// signal releases the output still waiting for its reader and is kept for the exit status.
final class ProgramSignals: @unchecked Sendable {
    private let lock = NSLock()
    private let output: OutputQueue
    private let endingSession: Set<Int32>
    private var catching: TerminationSignals.Catching?
    private var sessionIsOver = false
    private var late: Int32?

    /// Signals for a session whose output goes through `output`; `endingSession` are those that
    /// end the session (in interactive mode, Ctrl-C goes to the prompt instead).
    init(output: OutputQueue, endingSession: Set<Int32>) {
        self.output = output
        self.endingSession = endingSession
    }

    /// Starts catching the signals; the session's stream of their numbers.
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

    /// The session is over: from now on any signal releases the output.
    func sessionEnded() {
        lock.withLock { sessionIsOver = true }
    }

    /// Stops catching; the first signal that arrived after the session was over, if one did.
    func stop() -> Int32? {
        lock.withLock {
            catching?.stop()
            catching = nil
            return late
        }
    }
}
