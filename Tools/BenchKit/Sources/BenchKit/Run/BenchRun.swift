import Foundation

/// One run of the whole suite: builds the shell, measures every figure, prints the
/// table, and (for a full run) writes the benchmarks page.
public struct BenchRun: Sendable {
    /// What to run.
    public struct Options: Sendable {
        /// The repo's root folder.
        public var repo: URL
        /// A handful of samples per figure, of the debug builds `Tools/test-all` made, held to no
        /// target: proves the suite works (CI), measures nothing worth keeping.
        public var quick: Bool
        /// Leave out the engineers' loop (a clean build and test of everything takes minutes).
        public var skipBuildFigures: Bool
        /// The compiler flags of every build in the folders `Tools/test-all` fills, which the
        /// bench's builds there must pass too (Tools/shared-build-flags.sh).
        public var sharedBuildFlags: [String]

        /// Options for the repo at `repo`.
        public init(repo: URL, quick: Bool, skipBuildFigures: Bool, sharedBuildFlags: [String]) {
            self.repo = repo
            self.quick = quick
            self.skipBuildFigures = skipBuildFigures
            self.sharedBuildFlags = sharedBuildFlags
        }
    }

    let options: Options
    let log: @Sendable (String) -> Void

    /// A run with `options`, reporting progress through `log`.
    public init(_ options: Options, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.log = log
    }

    /// Measures everything and returns the figures; throws only when nothing can be measured
    /// (the shell does not build).
    public func run() throws -> [FigureSection] {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let iterations: BenchIterations = options.quick ? .quick : .full

        log("building app-shell (\(configuration))…")
        let shell = ShellFigures(binary: try buildShell(), workspace: workspace, iterations: iterations)
        log("launch figures…")
        var sections = [shell.launch()]
        log("the 1,000-command script…")
        sections += shell.longScript()
        log("login/logout cycles…")
        sections[sections.count - 1] = FigureSection(
            "Memory", sections[sections.count - 1].figures + [shell.memoryCycles()])
        log("the 1,000-command script traced…")
        sections.append(shell.tracing())
        log("1,000 lines that change nothing, on three screens…")
        sections.append(shell.unchangingLines())
        log("the network boundary against a hostile server…")
        sections.append(
            BoundaryFigures(binary: shell.binary, workspace: workspace, quick: options.quick).measure())
        log("TLS: kept-alive and new connections…")
        sections.append(TLSFigures(count: options.quick ? 10 : 100).measure())
        if options.quick {
            log("in-process benchmarks, directly (debug)…")
            sections += InProcessFigures(.direct(samples: 5)).measure()
        } else {
            log("in-process benchmarks (swift package benchmark, release)…")
            sections += InProcessFigures(
                .harness(
                    package: options.repo.appendingPathComponent("Tools/Benchmarks"),
                    results: workspace.appendingPathComponent("harness"))
            ).measure()
        }
        if options.quick {
            sections = sections.map { $0.heldToNoTarget(because: "debug build") }
        }
        if !options.skipBuildFigures {
            log("the engineers' loop in a fresh clone\(options.quick ? ", Models only" : " (many minutes)")…")
            let scope: LoopScope = options.quick ? .modelsOnly : .everything
            sections.append(
                LoopFigures(
                    repo: options.repo, workspace: workspace, iterations: iterations, scope: scope,
                    sharedBuildFlags: options.sharedBuildFlags
                ).measure())
            if !options.quick {
                log("how the monorepo grows: clones with 3, 13 and 33 features (many minutes)…")
                sections.append(GrowthFigures(repo: options.repo, workspace: workspace).measure())
            }
        }
        return sections
    }

    /// What the shell and the harness are built as: `--quick` takes the debug builds.
    private var configuration: String { options.quick ? "debug" : "release" }

    /// The folder where `Tools/test-all` built every package in debug.
    private var testAllScratch: URL { options.repo.appendingPathComponent(".build-test-all") }

    /// The release `app-shell`, or for `--quick` the debug one `Tools/test-all` has already built.
    private func buildShell() throws -> AppShellBinary {
        let scratch = options.quick ? testAllScratch : options.repo.appendingPathComponent(".build-release")
        // test-all's folder is shared with other packages' builds: SwiftPM must not reuse its cached
        // plan, and the flags must be those of every build there.
        let shared = options.quick ? ["--disable-build-manifest-caching"] + options.sharedBuildFlags : []
        let outcome = try ChildProcess.run(
            "swift",
            [
                "build", "--package-path", options.repo.path, "-c", configuration, "--product", "app-shell",
                "--scratch-path", scratch.path,
            ] + shared)
        guard outcome.status == 0 else {
            let output = String(decoding: outcome.output, as: UTF8.self)
            let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(3)
            throw BenchError(
                "app-shell does not build in \(configuration): \(errors.joined(separator: " / "))")
        }
        return AppShellBinary(path: scratch.appendingPathComponent("\(configuration)/app-shell"))
    }
}
