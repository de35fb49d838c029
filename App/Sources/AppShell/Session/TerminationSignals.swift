import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGHUP, SIGINT, SIGQUIT and SIGTERM, so the shell can end cleanly (or cancel a line)
/// instead of being killed: the dev backend's `TerminationSignals`, except that every signal is
/// passed on, because a second one means something else than the first.
enum TerminationSignals {
    /// The signals caught: the terminal closing, Ctrl-C, Ctrl-\ and `kill`.
    static let caughtNumbers = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

    /// Starts catching the signals and gives each one's number to `arrived` as it arrives, on the
    /// signals' own queue (so it runs even while the main actor cannot); the catching stops, and
    /// the signals are then ignored, when the value returned goes away or is stopped.
    static func catching(_ arrived: @escaping @Sendable (Int32) -> Void) -> Catching {
        let queue = DispatchQueue(label: "app-shell.signals")
        return Catching(
            caughtNumbers.map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { arrived(number) }
                source.resume()
                return source
            })
    }

    /// The signal sources, caught until ``stop()``.
    final class Catching: @unchecked Sendable {
        private let sources: [any DispatchSourceSignal]

        fileprivate init(_ sources: [any DispatchSourceSignal]) {
            self.sources = sources
        }

        deinit {
            stop()
        }

        func stop() {
            sources.forEach { $0.cancel() }
        }
    }
}
