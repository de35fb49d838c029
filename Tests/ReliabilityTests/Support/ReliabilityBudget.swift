import Foundation

/// How much each reliability test does. The defaults are what `Tools/test-all` and CI run, sized
/// so the root suite stays near 30 s on two cores. `RELIABILITY_SCALE` multiplies every one of them
/// (and divides the corruption stride): `Tools/test-all --long` sets 10 (every byte of the
/// corruption suites), `--sanitize` 0.2. A variable of its own sets one volume whatever the scale,
/// for example `RELIABILITY_SEQUENCES=200000 swift test --filter ReliabilityTests`.
enum ReliabilityBudget {
    /// Random event sequences driven through the app on ServicesTesting fakes.
    static var sequences: Int { value("RELIABILITY_SEQUENCES", default: 1_500) }

    /// Random event sequences driven through the app against the real dev backend.
    static var liveSequences: Int { value("RELIABILITY_LIVE_SEQUENCES", default: 25) }

    /// Random and mutated links given to the deep-link router.
    static var links: Int { value("RELIABILITY_LINKS", default: 20_000) }

    /// Links given to the app in each signed-out state.
    static var gatedLinks: Int { value("RELIABILITY_GATED_LINKS", default: 400) }

    /// Login/logout and window open/close cycles in the leak tests.
    static var cycles: Int { value("RELIABILITY_CYCLES", default: 25) }

    /// The corruption suites truncate the file at every `corruptionStride`-th length and flip
    /// the bits of every `corruptionStride`-th byte (1: every one).
    static var corruptionStride: Int {
        max(1, value("RELIABILITY_CORRUPTION_STRIDE", default: 5, scaledBy: 1 / scale))
    }

    /// Mutated names given to the analytics outbox, beside the hand-picked ones.
    static var outboxNameMutations: Int { value("RELIABILITY_NAME_MUTATIONS", default: 80) }

    /// `RELIABILITY_SCALE`, a positive number; 1 when unset or not one.
    private static var scale: Double {
        guard let text = ProcessInfo.processInfo.environment["RELIABILITY_SCALE"] else { return 1 }
        guard let number = Double(text), number.isFinite, number > 0 else {
            FileHandle.standardError.write(
                Data("ReliabilityTests: RELIABILITY_SCALE=\(text) is not a positive number; using 1\n".utf8))
            return 1
        }
        return number
    }

    /// The variable `name` if set, else `fallback` times `factor` (at least 1).
    private static func value(_ name: String, default fallback: Int, scaledBy factor: Double = scale) -> Int {
        let scaled = max(1, Int((Double(fallback) * factor).rounded()))
        guard let text = ProcessInfo.processInfo.environment[name] else { return scaled }
        guard let number = Int(text), number >= 0 else {
            FileHandle.standardError.write(
                Data("ReliabilityTests: \(name)=\(text) is not a count; using \(scaled)\n".utf8))
            return scaled
        }
        return number
    }
}
