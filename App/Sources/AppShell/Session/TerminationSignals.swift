import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGHUP, SIGINT, SIGQUIT and SIGTERM, so the shell can end cleanly or cancel a line.
enum TerminationSignals {
    static let caughtNumbers = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

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
