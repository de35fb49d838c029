@testable import AppCore

/// The benchmarks that run inside one process: composition the app's way, the state machine with
/// and without an observer, Observation's own floor, and deep-link routing. `Tools/bench --quick`
/// runs them directly; the full run runs them through the benchmark harness (`Tools/Benchmarks`),
/// beside Swinject and swift-dependencies building the same graph.
public enum InProcessBenchmarks {
    /// Every one, in the order the figures show them.
    public static let all: [InProcessBenchmark] = [
        composition("composition.ours", build: OursGraph.build),
        InProcessBenchmark("state-machine.transition", operationsPerSample: 1_000) { StateMachineLoop(observed: true) },
        InProcessBenchmark("state-machine.transition-unobserved", operationsPerSample: 1_000) {
            StateMachineLoop(observed: false)
        },
        InProcessBenchmark("observation.floor", operationsPerSample: 1_000) { ObservationFloor() },
        InProcessBenchmark("deep-link.route", operationsPerSample: 1_000) { DeepLinkRoutes() },
    ]

    /// Building the app's whole live graph with `build`, one graph a sample (the harness's
    /// comparisons build it with Swinject and swift-dependencies).
    public static func composition(
        _ name: String, build: @escaping @MainActor @Sendable (GraphFixture) throws -> BuiltGraph
    ) -> InProcessBenchmark {
        InProcessBenchmark(name, operationsPerSample: 1) { GraphBuilds(build) }
    }
}
