@preconcurrency import Benchmark
import InProcessBenchmarks

/// Registers `work` with the harness: each sample makes fresh work and times its operations alone.
public func harness(_ work: InProcessBenchmark) {
    Benchmark(work.name) { benchmark in
        try await MainActor.run {
            let made = try work.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try made.step()
            }
            benchmark.stopMeasurement()
            try made.finish(after: benchmark.scaledIterations.count)
        }
    }
}
