import Foundation
import InProcessBenchmarks

/// The in-process figures (`InProcessBenchmarks`): composition, state transitions, deep links.
/// The full run measures them through the benchmark harness (`swift package benchmark` in
/// `Tools/Benchmarks`, release), beside Swinject and swift-dependencies building the same graph;
/// `--quick` runs them directly, a handful of samples each, in the debug `bench` that
/// `Tools/test-all` built, and builds neither the harness nor the containers.
public struct InProcessFigures: Sendable {
    /// How the figures are measured.
    public enum Run: Sendable {
        /// Through the harness of the package at `package`, exporting into `results`: release, with
        /// `-enable-testing` so the benchmarks can reach AppCore's internal parts, in the
        /// harness's own build folder (no other build has its flags).
        case harness(package: URL, results: URL)
        /// Directly in this process, `samples` samples each: proves every benchmark still runs.
        case direct(samples: Int)
    }

    let run: Run

    /// Figures measured as `run` says.
    public init(_ run: Run) {
        self.run = run
    }

    /// Runs the benchmarks once and reads their medians.
    public func measure() -> [FigureSection] {
        switch run {
        case .harness(let package, let results):
            do {
                return Self.sections(from: try runHarness(package: package, results: results), comparisons: true)
            } catch {
                return Self.sections(from: nil, comparisons: true, failure: "\(error)")
            }
        case .direct(let samples):
            do {
                return Self.sections(from: try Self.runDirectly(samples: samples), comparisons: false)
            } catch {
                return Self.sections(from: nil, comparisons: false, failure: "\(error)")
            }
        }
    }

    /// The medians of every in-process benchmark, run here on the main thread (the main actor's),
    /// where the bench runs.
    private static func runDirectly(samples: Int) throws -> HarnessResults {
        let medians = try MainActor.assumeIsolated {
            try InProcessBenchmarks.all.map { benchmark in
                (benchmark.name, try benchmark.medianNanoseconds(samples: samples))
            }
        }
        return HarnessResults(measured: Dictionary(uniqueKeysWithValues: medians))
    }

    private func runHarness(package: URL, results: URL) throws -> HarnessResults {
        try? FileManager.default.removeItem(at: results)
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let scratch = package.appendingPathComponent(".build-harness")
        let outcome = try ChildProcess.run(
            "swift",
            [
                "package", "--package-path", package.path, "--scratch-path", scratch.path, "-Xswiftc",
                "-enable-testing", "--allow-writing-to-directory", results.path, "benchmark", "--format",
                "histogramPercentiles", "--path", results.path, "--no-progress",
            ])
        guard outcome.status == 0 else {
            let output = String(decoding: outcome.output, as: UTF8.self) + outcome.errorOutput
            let reason = output.split(separator: "\n").filter { $0.contains("error") }.prefix(3)
            throw BenchError(
                "the benchmark harness exited \(outcome.status): \(reason.joined(separator: " / "))")
        }
        return try HarnessResults(folder: results)
    }

    /// The figures in `results`; each says `failure` when there are none.
    /// The comparisons with Swinject and swift-dependencies only with `comparisons`.
    static func sections(from results: HarnessResults?, comparisons: Bool, failure: String = "") -> [FigureSection] {
        func nanoseconds(_ name: String) throws -> Double {
            guard let results else { throw BenchError(failure) }
            return try results.medianNanoseconds(of: name)
        }
        return [
            FigureSection(
                "Composition (whole live graph, no network)",
                compositionFigures(nanoseconds, comparisons: comparisons)),
            FigureSection(
                "State machine and deep links",
                [
                    figure(
                        "Transitions per second, with observation", unit: .perSecond,
                        target: .atLeast(1_000_000)
                    ) {
                        1e9 / (try nanoseconds("state-machine.transition"))
                    },
                    figure(
                        "Transitions per second, no observer (for comparison)", unit: .perSecond,
                        target: .none
                    ) {
                        1e9 / (try nanoseconds("state-machine.transition-unobserved"))
                    },
                    figure(
                        "Observation's own floor: observed changes per second of a bare class",
                        unit: .perSecond, target: .none
                    ) {
                        1e9 / (try nanoseconds("observation.floor"))
                    },
                    figure("Deep link parse and route, median", unit: .microseconds, target: .atMost(5)) {
                        try nanoseconds("deep-link.route") / 1_000
                    },
                ]),
        ]
    }

    /// Our composition's own time, held to a target, and what each container adds over the same
    /// graph built with plain factories (ours): the containers' own overhead, measured in the same
    /// run. A ratio between the two would mostly measure the graph's parts, which are the same.
    private static func compositionFigures(_ nanoseconds: (String) throws -> Double, comparisons: Bool) -> [Figure] {
        let ours = figure(
            "Ours (AppDependencies.live + features), median", unit: .microseconds, target: .atMost(100)
        ) {
            try nanoseconds("composition.ours") / 1_000
        }
        guard comparisons else { return [ours] }
        return [
            ours,
            figure("Swinject, same graph, median", unit: .microseconds, target: .none) {
                try nanoseconds("composition.swinject") / 1_000
            },
            figure("swift-dependencies, same graph, median", unit: .microseconds, target: .none) {
                try nanoseconds("composition.swift-dependencies") / 1_000
            },
            figure("Swinject's overhead over plain factories", unit: .microseconds, target: .none) {
                try (nanoseconds("composition.swinject") - nanoseconds("composition.ours")) / 1_000
            },
            figure("swift-dependencies' overhead over plain factories", unit: .microseconds, target: .none) {
                try (nanoseconds("composition.swift-dependencies") - nanoseconds("composition.ours")) / 1_000
            },
        ]
    }

    private static func figure(
        _ name: String, unit: FigureUnit, target: FigureTarget, value: () throws -> Double
    ) -> Figure {
        do {
            return Figure(name, try value(), unit, target: target)
        } catch {
            return Figure(name, unit: unit, target: target, failure: "\(error)")
        }
    }
}
