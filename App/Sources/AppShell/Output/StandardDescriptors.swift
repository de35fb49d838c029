#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error as the process starts.
enum StandardDescriptors {
    /// Opens /dev/null as each of the three the process was started without (`app-shell demo
    /// >&-`). Otherwise the first file or socket the app opens takes the missing number, and what
    /// the shell prints lands in it: in the data directory's lock file, or in a request to the
    /// backend.
    static func openMissingOnes() {
        let standard = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        for descriptor in standard where fcntl(descriptor, F_GETFD) == -1 {
            // open(2) takes the lowest free number, this one: those below it are open by now.
            _ = open("/dev/null", O_RDWR)
        }
    }
}
