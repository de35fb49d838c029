@preconcurrency import Benchmark
import BenchmarkSupport
import InProcessBenchmarks

/// Building the app's whole live object graph (every service, the composition root and one of
/// each feature, no request sent) three ways, side by side in one run: through `AppDependencies`
/// as the app does, through a Swinject container and through swift-dependencies.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkSettings.configuration(scalingFactor: .one)
    for benchmark in InProcessBenchmarks.all where benchmark.operationsPerSample == 1 {
        harness(benchmark)
    }
    harness(InProcessBenchmarks.composition("composition.swinject", build: SwinjectGraph.build))
    harness(InProcessBenchmarks.composition("composition.swift-dependencies", build: DependenciesGraph.build))
}
