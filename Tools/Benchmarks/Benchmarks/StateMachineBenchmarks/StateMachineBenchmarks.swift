@preconcurrency import Benchmark
import BenchmarkSupport
import InProcessBenchmarks

/// The app state machine (transitions through `AppStateController`, with an observer and without
/// one), Observation's own cost on a bare class and deep-link routing, from `InProcessBenchmarks`,
/// through the harness. One sample is a thousand operations.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkSettings.configuration(scalingFactor: .kilo)
    for benchmark in InProcessBenchmarks.all where benchmark.operationsPerSample == 1_000 {
        harness(benchmark)
    }
}
