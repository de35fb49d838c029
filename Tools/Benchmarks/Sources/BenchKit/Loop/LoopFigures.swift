import Foundation

/// The engineers' loop, measured in a fresh clone of the repo: the CI command from clean, a warm
/// `swift test` per package, and how many modules recompile after a one-line edit in a function
/// body of a feature, of Services and of Models.
public struct LoopFigures: Sendable {
    /// The root package's own modules: the app.
    static let appModules: Set<String> = ["AppCore", "AppShell", "app-shell", "app-state-table"]

    let repo: URL
    let workspace: URL
    let iterations: BenchIterations

    /// Figures for the repo at `repo`, cloned into `workspace`.
    public init(repo: URL, workspace: URL, iterations: BenchIterations) {
        self.repo = repo
        self.workspace = workspace
        self.iterations = iterations
    }

    public func measure() -> FigureSection {
        let clean = "Clean build + every test (Tools/test-all, fresh clone)"
        let clone: RepoClone
        do {
            clone = try RepoClone(of: repo, into: workspace.appendingPathComponent("repo"))
        } catch {
            return FigureSection("Engineers' loop", [Figure(clean, unit: .minutes, target: .none, failure: "\(error)")])
        }
        defer { try? FileManager.default.removeItem(at: clone.root) }
        var figures = [cleanRun(clone, name: clean)]
        figures += warmTests(clone)
        figures += recompiles(clone)
        return FigureSection("Engineers' loop", figures)
    }

    private func cleanRun(_ clone: RepoClone, name: String) -> Figure {
        do {
            let outcome = try ChildProcess.run("bash", [clone.root.appendingPathComponent("Tools/test-all").path])
            guard outcome.status == 0 else {
                throw BenchError("Tools/test-all failed in the clone: \(outcome.errorOutput.prefix(200))")
            }
            return Figure(name, outcome.seconds / 60, .minutes, target: .none)
        } catch {
            return Figure(name, unit: .minutes, target: .none, failure: "\(error)")
        }
    }

    private func warmTests(_ clone: RepoClone) -> [Figure] {
        let packages: [String]
        do {
            packages = try clone.testedPackages()
        } catch {
            return [Figure("Warm swift test", unit: .seconds, target: .atMost(0.7), failure: "\(error)")]
        }
        return packages.map { package in
            let name = "Warm swift test: \(package == "." ? "(root)" : package)"
            do {
                var times: [Double] = []
                for _ in 0..<iterations.warmTests {
                    let outcome = try ChildProcess.run("swift", testArguments(package, clone))
                    guard outcome.status == 0 else { throw BenchError("swift test failed in \(package)") }
                    times.append(outcome.seconds)
                }
                return Figure(name, Statistics.median(times) ?? 0, .seconds, target: .atMost(0.7))
            } catch {
                return Figure(name, unit: .seconds, target: .atMost(0.7), failure: "\(error)")
            }
        }
    }

    private func testArguments(_ package: String, _ clone: RepoClone) -> [String] {
        [
            "test", "--package-path", clone.root.appendingPathComponent(package).path,
            "--scratch-path", clone.scratch.path,
            "--explicit-target-dependency-import-check", "error",
        ]
    }

    private func recompiles(_ clone: RepoClone) -> [Figure] {
        let edits: [(label: String, folder: String, feature: String?)] = [
            ("a feature (Settings)", "Packages/Features/Settings/Sources/SettingsFeature", "SettingsFeature"),
            ("Services", "Packages/Domain/Services/Sources/Services", nil),
            ("Models", "Packages/Domain/Models/Sources/Models", nil),
        ]
        return edits.map { label, folder, feature in
            let name = "Modules recompiled after a body edit in \(label)"
            do {
                _ = try build(clone)
                let edit = try BodyEdit(firstFunctionUnder: clone.root.appendingPathComponent(folder))
                let log: String
                do {
                    log = try build(clone)
                    try edit.restore()
                } catch {
                    try? edit.restore()
                    throw error
                }
                let modules = CompileLog.compiledModules(in: log).filter { !$0.hasSuffix("Tests") }
                let target: FigureTarget =
                    if let feature {
                        .rule("the feature and the app only", holds: modules.subtracting(Self.appModules) == [feature])
                    } else {
                        .none
                    }
                return Figure(
                    name, Double(modules.count), .count, target: target,
                    detail: modules.sorted().joined(separator: ", "))
            } catch {
                return Figure(name, unit: .count, target: .none, failure: "\(error)")
            }
        }
    }

    /// An incremental build of the root package (the whole app) with its tests, in the scratch
    /// path `Tools/test-all` filled; returns the verbose log.
    private func build(_ clone: RepoClone) throws -> String {
        let outcome = try ChildProcess.run(
            "swift",
            [
                "build", "--package-path", clone.root.path, "--build-tests", "--scratch-path", clone.scratch.path,
                "--explicit-target-dependency-import-check", "error", "-v",
            ])
        guard outcome.status == 0 else { throw BenchError("the incremental build failed in the clone") }
        return String(decoding: outcome.output, as: UTF8.self) + outcome.errorOutput
    }
}
