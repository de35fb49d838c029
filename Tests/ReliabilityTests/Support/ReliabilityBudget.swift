import Foundation

/// How much each reliability test does. The defaults are what `Tools/test-all` and CI run; an
/// environment variable raises (or lowers) each one for a longer run, for example
/// `RELIABILITY_SEQUENCES=200000 swift test --filter ReliabilityTests`.
enum ReliabilityBudget {
    /// Random event sequences driven through the app on ServicesTesting fakes.
    static var sequences: Int { value("RELIABILITY_SEQUENCES", default: 10_000) }

    /// Random event sequences driven through the app against the real dev backend.
    static var liveSequences: Int { value("RELIABILITY_LIVE_SEQUENCES", default: 100) }

    /// Random and mutated links given to the deep-link router.
    static var links: Int { value("RELIABILITY_LINKS", default: 100_000) }

    /// Links given to the app in each signed-out state.
    static var gatedLinks: Int { value("RELIABILITY_GATED_LINKS", default: 2_000) }

    /// Login/logout and window open/close cycles in the leak tests.
    static var cycles: Int { value("RELIABILITY_CYCLES", default: 100) }

    private static func value(_ name: String, default fallback: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return fallback }
        guard let number = Int(text), number >= 0 else {
            FileHandle.standardError.write(
                Data("ReliabilityTests: \(name)=\(text) is not a count; using \(fallback)\n".utf8))
            return fallback
        }
        return number
    }
}
