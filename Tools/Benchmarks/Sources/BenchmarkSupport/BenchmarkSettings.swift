import Benchmark

/// How long each benchmark runs under the harness (`Tools/bench`'s full run): up to a few seconds.
public enum BenchmarkSettings {
    /// The configuration every benchmark here uses: wall clock in nanoseconds, with a sample
    /// covering `scalingFactor` operations.
    public static func configuration(scalingFactor: BenchmarkScalingFactor) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock],
            timeUnits: .nanoseconds,
            warmupIterations: 20,
            scalingFactor: scalingFactor,
            maxDuration: .seconds(3),
            maxIterations: 2_000
        )
    }
}
