#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output, written unbuffered so events interleave in order with the logs on standard error.
enum StandardOutput {
    static func writeLine(_ text: String) {
        guard let failure = DescriptorOutput.writeAll((text + "\n").utf8, to: STDOUT_FILENO) else { return }
        failed(failure)
    }

    /// Ends the process after a failed write: as on SIGPIPE when the reader has gone, else with status 2.
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
