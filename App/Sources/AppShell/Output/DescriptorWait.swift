#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits with poll(2) for a descriptor to be ready, as a blocking read(2) or write(2) would have waited.
enum DescriptorWait {
    static func until(_ descriptor: Int32, accepts events: Int32, withinMilliseconds milliseconds: Int32)
        -> Bool
    {
        var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        while true {
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return true }
            if ready == 0 || errno != EINTR { return ready != 0 }
        }
    }
}
