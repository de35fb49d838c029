#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a shell session ended, as its process exit status.
enum ShellExitStatus: Int32, Sendable {
    /// Every line ran and every `expect` held.
    case success = 0
    /// An `expect` failed; the script stopped there (interactive mode goes on, and ends with it).
    case expectationFailed = 1
    /// The script (or the session) could not be run.
    case cannotRun = 2
    /// SIGHUP (the terminal closed) ended the session: 128 + 1, as shells report it.
    case hungUp = 129
    /// SIGINT (Ctrl-C) ended the session: 128 + 2.
    case interrupted = 130
    /// SIGQUIT (Ctrl-\) ended the session: 128 + 3.
    case quit = 131
    /// SIGTERM ended the session: 128 + 15.
    case terminated = 143

    /// The status for ending on `signal`, one of ``TerminationSignals/caughtNumbers``.
    init(signal: Int32) {
        self =
            switch signal {
            case SIGHUP: .hungUp
            case SIGINT: .interrupted
            case SIGQUIT: .quit
            default: .terminated
            }
    }
}
