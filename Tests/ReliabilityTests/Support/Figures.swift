/// The figures a test prints for docs/reliability.md, one line each, starting `reliability:`.
enum Figures {
    /// Prints `reliability: <what>: <figure>, <figure>, …`.
    static func report(_ what: String, _ figures: String...) {
        print("reliability: \(what): \(figures.joined(separator: ", "))")
    }

    /// The time since `start`, in seconds to a tenth (`12.3 s`).
    static func elapsed(since start: ContinuousClock.Instant) -> String {
        let duration = ContinuousClock.now - start
        let tenths =
            duration.components.seconds * 10 + duration.components.attoseconds / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
