#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output, written unbuffered so events interleave in order with the logs on standard
/// error.
enum StandardOutput {
    /// Writes `text` and a newline. When the reader has gone (`app-shell demo | head -1`), the
    /// process ends as a program does on SIGPIPE, silently, status 141 in a shell: the embedded
    /// backend's SwiftNIO ignores SIGPIPE, which would otherwise leave a failed write to trap.
    /// Any other failure (a full disk) ends it with one line on standard error and status 2.
    static func writeLine(_ text: String) {
        guard let failure = DescriptorOutput.writeAll((text + "\n").utf8, to: STDOUT_FILENO) else { return }
        failed(failure)
    }

    /// Ends the process after a write to standard output failed with the error number `failure`:
    /// as on SIGPIPE when the reader has gone, otherwise with one line and status 2.
    static func failed(_ failure: Int32) -> Never {
        if failure == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        StandardError.writeLine(
            "app-shell: cannot write to standard output: \(String(cString: strerror(failure)))")
        exit(ShellExitStatus.cannotRun.rawValue)
    }
}
