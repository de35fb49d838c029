extension Clock where Duration == Swift.Duration {
    /// Returns once `duration` has passed, waiting in slices of at most `slice`. The concurrency
    /// runtime keeps a cancelled sleep's timer, and its memory, until the sleep's deadline
    /// (swiftlang/swift#60441): a 30 s time-limit cancelled by a fast answer would hold about
    /// 600 bytes for 30 s, so a quick run of requests piles them up. A slice holds them for one
    /// slice at most, for one wake-up per slice while a request waits.
    func sleep(for duration: Duration, inSlicesOf slice: Duration) async throws {
        let deadline = now.advanced(by: duration)
        while now < deadline {
            try await sleep(until: Swift.min(deadline, now.advanced(by: slice)), tolerance: nil)
        }
    }
}
