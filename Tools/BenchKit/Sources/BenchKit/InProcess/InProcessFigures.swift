import Foundation

/// The in-process figures, measured by the benchmark harness (`swift package benchmark`) in this
/// package's `Benchmarks/` targets: composition three ways, state transitions, deep links.
public struct InProcessFigures: Sendable {
    let package: URL
    let results: URL
    let quick: Bool

    /// Figures from the benchmarks of the package at `package`, exported into `results`.
    public init(package: URL, results: URL, quick: Bool) {
        self.package = package
        self.results = results
        self.quick = quick
    }

    /// The harness's own build folder: its flags differ from the `bench` executable's build, and
    /// sharing one folder would rebuild each in turn.
    private var scratch: URL { package.appendingPathComponent(".build-harness") }

    /// Runs the harness once (release build, with `-enable-testing` so the benchmarks can reach
    /// AppCore's internal parts through `@testable import`) and reads its medians.
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
            [
                "package", "--package-path", package.path, "--scratch-path", scratch.path, "-Xswiftc", "-enable-testing",
                "--allow-writing-to-directory", results.path,
                "benchmark", "--format", "histogramPercentiles", "--path", results.path, "--no-progress",
            ],
            environment: quick ? ["BENCH_QUICK": "1"] : [:])
        guard outcome.status == 0 else {
            let output = String(decoding: outcome.output, as: UTF8.self) + outcome.errorOutput
            let reason = output.split(separator: "\n").filter { $0.contains("error") }.prefix(3)
            throw BenchError("the benchmark harness exited \(outcome.status): \(reason.joined(separator: " / "))")
        }
        return try HarnessResults(folder: results)
    }

    /// The figures in `results`; each says `failure` when there are none.
    static func sections(from results: HarnessResults?, failure: String = "") -> [FigureSection] {
        func nanoseconds(_ name: String) throws -> Double {
            guard let results else { throw BenchError(failure) }
            return try results.medianNanoseconds(of: name)
        }
        return [
            FigureSection("Composition (whole live graph, no network)", compositionFigures(nanoseconds)),
            FigureSection("State machine and deep links", [
                figure("Transitions per second, with observation", unit: .perSecond, target: .atLeast(1_000_000)) {
                    1e9 / (try nanoseconds("state-machine.transition"))
                },
                figure("Transitions per second, no observer (for comparison)", unit: .perSecond, target: .none) {
                    1e9 / (try nanoseconds("state-machine.transition-unobserved"))
                },
                figure("Observation's own floor: observed changes per second of a bare class", unit: .perSecond, target: .none) {
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
            figure("Ours (AppDependencies.live + features), median", unit: .microseconds, target: .atMost(100)) {
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
