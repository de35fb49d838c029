import Foundation

/// The in-process figures, measured by the benchmark harness (`swift package benchmark`) in this
/// package's `Benchmarks/` targets: composition three ways, state transitions, deep links.
public struct InProcessFigures: Sendable {
    /// How the harness is built.
    public enum Build: Sendable {
        /// Release, with `-enable-testing` so the benchmarks can reach AppCore's internal parts
        /// through `@testable import`, in the harness's own build folder: no other build has its
        /// flags, and sharing one would rebuild each in turn.
        case release
        /// Debug (testable already) in `scratch`, the folder where `Tools/test-all` built the app
        /// and SwiftNIO, with the `flags` of every build there: proves in a minute or two that every
        /// benchmark still builds and runs, with a handful of samples each.
        case debug(scratch: URL, flags: [String])
    }

    let package: URL
    let results: URL
    let build: Build

    /// Figures from the benchmarks of the package at `package`, exported into `results`.
    public init(package: URL, results: URL, build: Build) {
        self.package = package
        self.results = results
        self.build = build
    }

    /// Runs the harness once and reads its medians.
    public func measure() -> [FigureSection] {
        do {
            return Self.sections(from: try runHarness())
        } catch {
            return Self.sections(from: nil, failure: "\(error)")
        }
    }

    private func runHarness() throws -> HarnessResults {
        try? FileManager.default.removeItem(at: results)
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let outcome = try ChildProcess.run(
            "swift",
            ["package", "--package-path", package.path] + buildOptions.package
                + ["--allow-writing-to-directory", results.path, "benchmark"] + buildOptions.benchmark
                + ["--format", "histogramPercentiles", "--path", results.path, "--no-progress"],
            environment: buildOptions.environment)
        guard outcome.status == 0 else {
            let output = String(decoding: outcome.output, as: UTF8.self) + outcome.errorOutput
            let reason = output.split(separator: "\n").filter { $0.contains("error") }.prefix(3)
            throw BenchError(
                "the benchmark harness exited \(outcome.status): \(reason.joined(separator: " / "))")
        }
        return try HarnessResults(folder: results)
    }

    /// The options `build` takes: SwiftPM's, the benchmark plugin's, and the environment.
    private var buildOptions: (package: [String], benchmark: [String], environment: [String: String]) {
        switch build {
        case .release:
            let scratch = package.appendingPathComponent(".build-harness")
            return (["--scratch-path", scratch.path, "-Xswiftc", "-enable-testing"], [], [:])
        case .debug(let scratch, let flags):
            // The folder is shared with other packages' builds: SwiftPM must not reuse its cached plan.
            // The plugin builds its own runner (BenchmarkTool) in release whatever the benchmarks'
            // configuration; `--Xswiftc Onone` builds it unoptimized, since no figure is held to a
            // target here and the runner only starts the benchmarks and reads their samples (on 2
            // cores, 47 s of wall time instead of 110).
            return (
                ["--scratch-path", scratch.path, "--disable-build-manifest-caching"] + flags,
                ["--benchmark-build-configuration", "debug", "--Xswiftc", "Onone"], ["BENCH_QUICK": "1"]
            )
        }
    }

    /// The figures in `results`; each says `failure` when there are none.
    static func sections(from results: HarnessResults?, failure: String = "") -> [FigureSection] {
        func nanoseconds(_ name: String) throws -> Double {
            guard let results else { throw BenchError(failure) }
            return try results.medianNanoseconds(of: name)
        }
        return [
            FigureSection("Composition (whole live graph, no network)", compositionFigures(nanoseconds)),
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
    private static func compositionFigures(_ nanoseconds: (String) throws -> Double) -> [Figure] {
        [
            figure(
                "Ours (AppDependencies.live + features), median", unit: .microseconds, target: .atMost(100)
            ) {
                try nanoseconds("composition.ours") / 1_000
            },
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
