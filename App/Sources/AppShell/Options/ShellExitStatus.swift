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
    /// SIGINT (Ctrl-C) ended the session: 128 + 2, as shells report it.
    case interrupted = 130
    /// SIGTERM ended the session: 128 + 15.
    case terminated = 143

    /// The status for ending on `signal`, SIGINT or SIGTERM.
    init(signal: Int32) {
        self = signal == SIGINT ? .interrupted : .terminated
    }
}
