import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open files (`ulimit -n`), checked before anything starts.
enum DescriptorLimit {
    static func needed(openAtStart: Int, cores: Int) -> Int {
        openAtStart + 3 * cores + 32
    }

    static func check() throws(ShellError) {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return }
        let cores = max(ProcessInfo.processInfo.activeProcessorCount, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let needed = needed(openAtStart: openDescriptors(), cores: cores)
        guard limit.rlim_cur < rlim_t(needed) else { return }
        throw ShellError(
            "the process may open only \(limit.rlim_cur) files (ulimit -n), and a session needs \(needed):"
                + " raise the limit")
    }

    private static func openDescriptors() -> Int {
        guard let listing = opendir("/dev/fd") else { return 3 }
        defer { closedir(listing) }
        var count = -1
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { count += 1 }
        }
        return max(count, 3)
    }
}
