#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum StandardDescriptors {
    static func openMissingOnes() {
        let standard = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        for descriptor in standard where fcntl(descriptor, F_GETFD) == -1 {
            // open(2) takes the lowest free number, this one: those below it are open by now.
            _ = open("/dev/null", O_RDWR)
        }
    }
}
