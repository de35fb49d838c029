@testable import AppCore
@preconcurrency import Benchmark

/// The app state machine and deep-link routing, in process: transitions through
/// `AppStateController` with an observer notified of every change, and links through
/// `DeepLinkRouter`. One sample is a batch of a thousand operations.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkSettings.configuration(scalingFactor: .kilo)

    Benchmark("state-machine.transition") { benchmark in
        try await MainActor.run {
            let machine = ObservedStateMachine()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                machine.step()
            }
            benchmark.stopMeasurement()
            try machine.verify(transitions: benchmark.scaledIterations.count)
        }
    }

    Benchmark("deep-link.route") { benchmark in
        let links = DeepLinkSamples.valid
        for index in benchmark.scaledIterations {
            blackHole(DeepLinkRouter.route(links[index % links.count]))
        }
    }
}
