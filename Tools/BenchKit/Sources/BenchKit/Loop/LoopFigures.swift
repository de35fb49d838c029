import Foundation

/// The engineers' loop, measured in a fresh clone of the repo: the CI command from clean, `swift
/// test` run again in each package (what an engineer waits for after each edit), and how many
/// modules recompile after a one-line edit in a function body of a feature, of Services and of
/// Models.
public struct LoopFigures: Sendable {
    /// The root package's own modules: the app.
    static let appModules: Set<String> = ["AppCore", "AppShell", "app-shell", "app-state-table"]
    /// Seconds `swift test` run again in one package may take.
    static let warmTestTarget = 0.5
    /// Seconds the root's may take: its suite drives the whole app (the reliability and fault
    /// suites, the shell end to end), so its own tests take seconds.
    static let warmRootTestTarget = 30.0

    let repo: URL
    let workspace: URL
    let iterations: BenchIterations
    let scope: LoopScope
    /// The flags `Tools/test-all` builds with, so the builds after it find its work done.
    let sharedBuildFlags: [String]

    /// Figures for the repo at `repo`, cloned into `workspace`, over `scope`.
    public init(
        repo: URL, workspace: URL, iterations: BenchIterations, scope: LoopScope, sharedBuildFlags: [String]
    ) {
        self.repo = repo
        self.workspace = workspace
        self.iterations = iterations
        self.scope = scope
        self.sharedBuildFlags = sharedBuildFlags
    }

    /// Clones the repo and measures the loop in the clone; a step that fails marks its figures
    /// not measured, with the reason.
    public func measure() -> FigureSection {
        let clean =
            scope.packages == nil
            ? "Clean build + every test (Tools/test-all, fresh clone)"
            : "Clean build + tests of \(scope.packages!.joined(separator: ", ")) (Tools/test-all, fresh clone)"
        let clone: RepoClone
        do {
            clone = try RepoClone(of: repo, into: workspace.appendingPathComponent("repo"))
        } catch {
            return FigureSection(
                "Engineers' loop", [Figure(clean, unit: .minutes, target: .none, failure: "\(error)")])
        }
        defer { try? FileManager.default.removeItem(at: clone.root) }
        var figures = [cleanRun(clone, name: clean)]
        figures += warmTests(clone)
        figures += recompiles(clone)
        return FigureSection("Engineers' loop", figures)
    }

    private func cleanRun(_ clone: RepoClone, name: String) -> Figure {
        do {
            // Each folder as a path into the clone: test-all takes a relative one from where it starts.
            let folders = (scope.packages ?? []).map { clone.root.appendingPathComponent($0).path }
            let outcome = try ChildProcess.run(
                "bash", [clone.root.appendingPathComponent("Tools/test-all").path] + folders)
            guard outcome.status == 0 else {
                throw BenchError("Tools/test-all failed in the clone: \(outcome.errorOutput.prefix(200))")
            }
            // The target is for every package; a run of some of them (`--quick`: Models) has none.
            return Figure(
                name, outcome.seconds / 60, .minutes, target: scope.packages == nil ? .atMost(5) : .none)
        } catch {
            return Figure(name, unit: .minutes, target: .none, failure: "\(error)")
        }
    }

    private func warmTests(_ clone: RepoClone) -> [Figure] {
        let packages: [String]
        do {
            packages = try scope.packages ?? clone.testedPackages()
        } catch {
            return [
                Figure(
                    "Warm swift test", unit: .seconds, target: .atMost(Self.warmTestTarget),
                    failure: "\(error)")
            ]
        }
        return packages.map { package in
            let name = "Warm swift test: \(package == "." ? "(root)" : package)"
            let target = package == "." ? Self.warmRootTestTarget : Self.warmTestTarget
            do {
                // The first run builds and plans; the timed runs after it are the same command
                // again, as an engineer runs it after each edit.
                var times: [Double] = []
                for run in 0...iterations.warmTests {
                    let outcome = try ChildProcess.run("swift", testArguments(package, clone))
                    guard outcome.status == 0 else { throw BenchError("swift test failed in \(package)") }
                    if run > 0 { times.append(outcome.seconds) }
                    // A package whose own tests run for many seconds misses the target on one
                    // sample; the others would only repeat it.
                    if run > 0, outcome.seconds > 10 * target { break }
                }
                return Figure(name, Statistics.median(times) ?? 0, .seconds, target: .atMost(target))
            } catch {
                return Figure(name, unit: .seconds, target: .atMost(target), failure: "\(error)")
            }
        }
    }

    /// A plain `swift test` in the package, as an engineer types it, in one build folder of the
    /// clone's that the packages share (with SwiftPM's cached plan: the same command again
    /// plans nothing), so that each package does not build every module again.
    private func testArguments(_ package: String, _ clone: RepoClone) -> [String] {
        [
            "test", "--package-path", clone.root.appendingPathComponent(package).path,
            "--scratch-path", clone.root.appendingPathComponent(".build-warm").path,
        ]
    }

    private func recompiles(_ clone: RepoClone) -> [Figure] {
        scope.edits.map { edit in
            let name = "Modules recompiled after a body edit in \(edit.label)"
            do {
                _ = try build(clone)
                let change = try BodyEdit(firstFunctionUnder: clone.root.appendingPathComponent(edit.folder))
                let log: String
                do {
                    log = try build(clone)
                    try change.restore()
                } catch {
                    try? change.restore()
                    throw error
                }
                let modules = CompileLog.compiledModules(in: log).filter { !$0.hasSuffix("Tests") }
                let target: FigureTarget =
                    if let feature = edit.feature {
                        .rule(
                            "the feature and the app only",
                            holds: modules.subtracting(Self.appModules) == [feature])
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

    /// An incremental build of the scope's package (the root: the whole app) with its tests, in
    /// the scratch path `Tools/test-all` filled, with its flags (those naming the repo's folders
    /// name the clone's); returns the log, whose `Compiling MODULE` lines name what compiled. Not
    /// `-v`: SwiftPM passes it on to the compilers, so each command changes and everything
    /// `Tools/test-all` compiled would compile again.
    private func build(_ clone: RepoClone) throws -> String {
        let outcome = try ChildProcess.run(
            "swift",
            [
                "build", "--package-path", clone.root.appendingPathComponent(scope.buildPackage).path,
                "--build-tests", "--scratch-path", clone.scratch.path,
                "--explicit-target-dependency-import-check", "error",
            ] + sharedBuildFlags.map { $0.replacingOccurrences(of: repo.path, with: clone.root.path) })
        guard outcome.status == 0 else { throw BenchError("the incremental build failed in the clone") }
        return String(decoding: outcome.output, as: UTF8.self) + outcome.errorOutput
    }
}
