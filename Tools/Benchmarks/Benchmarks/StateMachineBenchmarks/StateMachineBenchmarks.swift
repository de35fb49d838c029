@testable import AppCore
@preconcurrency import Benchmark
import BenchmarkSupport

/// The app state machine and deep-link routing, in process: transitions through
/// `AppStateController`, with an observer notified of every change and without one (to show what
/// observation costs), Observation's own cost on a bare class, and links through
/// `DeepLinkRouter`. One sample is a thousand operations.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkSettings.configuration(scalingFactor: .kilo)

    for observed in [true, false] {
        Benchmark(observed ? "state-machine.transition" : "state-machine.transition-unobserved") { benchmark in
            try await MainActor.run {
                let loop = StateMachineLoop(observed: observed)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    loop.step()
                }
                benchmark.stopMeasurement()
                try loop.verify(transitions: benchmark.scaledIterations.count)
            }
        }
    }

    // Observation's own floor: one property of a bare @Observable class changed, with an observer
    // that re-registers after each change, exactly as the observed transitions do.
    Benchmark("observation.floor") { benchmark in
        try await MainActor.run {
            let floor = ObservationFloor()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                floor.step()
            }
            benchmark.stopMeasurement()
            try floor.verify(changes: benchmark.scaledIterations.count)
        }
    }

    Benchmark("deep-link.route") { benchmark in
        let links = DeepLinkSamples.valid
        let router = DeepLinkRouter(features: AppFeatures.all)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(router.route(links[index % links.count]))
        }
        benchmark.stopMeasurement()
    }
}
