@preconcurrency import Benchmark
import BenchmarkSupport

/// Building the app's whole live object graph (every service, the composition root and one of
/// each feature, no request sent) three ways, side by side in one run: through `AppDependencies`
/// as the app does, through a Swinject container and through swift-dependencies.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkSettings.configuration(scalingFactor: .one)
    let fixture = GraphFixture()

    measure("ours", fixture) { try OursGraph.build($0) }
    measure("swinject", fixture) { try SwinjectGraph.build($0) }
    measure("swift-dependencies", fixture) { DependenciesGraph.build($0) }
}

/// One sample is one graph built on the main actor, as the app builds it; it is released after
/// the measurement stops, so only construction is timed.
private func measure(
    _ name: String, _ fixture: GraphFixture, build: @escaping @MainActor (GraphFixture) throws -> BuiltGraph
) {
    Benchmark("composition.\(name)") { benchmark in
        try await MainActor.run {
            benchmark.startMeasurement()
            let graph = try build(fixture)
            benchmark.stopMeasurement()
            blackHole(graph)
        }
    }
}
