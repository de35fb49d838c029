import Benchmark
import Foundation

/// How long each benchmark runs: `BENCH_QUICK=1` (what `Tools/bench --quick` sets) runs a handful
/// of samples so the suite stays cheap in CI; otherwise up to a few seconds each.
public enum BenchmarkSettings {
    /// Whether `Tools/bench --quick` is running this.
    public static var isQuick: Bool { ProcessInfo.processInfo.environment["BENCH_QUICK"] == "1" }

    /// The configuration every benchmark here uses: wall clock in nanoseconds, with a sample
    /// covering `scalingFactor` operations.
    public static func configuration(scalingFactor: BenchmarkScalingFactor) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock],
            timeUnits: .nanoseconds,
            warmupIterations: isQuick ? 1 : 20,
            scalingFactor: scalingFactor,
            maxDuration: isQuick ? .milliseconds(200) : .seconds(3),
            maxIterations: isQuick ? 5 : 2_000
        )
    }
}
