#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotonic clock, read directly, for timing children and builds.
enum Stopwatch {
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time
    }

    static func seconds(since start: timespec) -> Double {
        let end = now()
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }
}
