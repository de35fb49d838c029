#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum ShellExitStatus: Int32, Sendable {
    case success = 0
    case expectationFailed = 1
    case cannotRun = 2
    case hungUp = 129
    case interrupted = 130
    case quit = 131
    case terminated = 143

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
