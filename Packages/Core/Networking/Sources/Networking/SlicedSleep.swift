extension Clock where Duration == Swift.Duration {
    /// Sleeps in slices: a cancelled sleep keeps its timer until its deadline (swiftlang/swift#60441).
    func sleep(for duration: Duration, inSlicesOf slice: Duration) async throws {
        let deadline = now.advanced(by: duration)
        while now < deadline {
            try await sleep(until: Swift.min(deadline, now.advanced(by: slice)), tolerance: nil)
        }
    }
}
