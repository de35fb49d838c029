import Foundation

/// How the monorepo grows: clones of the repo with 3, 13 and 33 features (the three it has and
/// the rest made with `Tools/new-feature`), measuring in each the null build, the build after a
/// body edit in one feature, `Tools/arch-check`, and launch to the first screen.
///
/// The composition's time is not measured per size: `Tools/new-feature` wires a feature into
/// AppCore's manifest only, and the composition root makes features lazily through their
/// factories, so a feature nobody opens costs the composition nothing (the launch figure, which
/// includes the composition, shows it).
public struct GrowthFigures: Sendable {
    /// The feature counts measured.
    static let sizes = [3, 13, 33]

    let repo: URL
    let workspace: URL

    /// Figures for the repo at `repo`, cloned into `workspace`.
    public init(repo: URL, workspace: URL) {
        self.repo = repo
        self.workspace = workspace
    }

    public func measure() -> FigureSection {
        FigureSection("How the monorepo grows (3, 13, 33 features)", Self.sizes.flatMap(figures(features:)))
    }

    private func figures(features count: Int) -> [Figure] {
        let names = (
            null: "\(count) features: null build of the app",
            edit: "\(count) features: build after a body edit in one feature",
            check: "\(count) features: Tools/arch-check",
            launch: "\(count) features: launch to the first screen (sign-in)"
        )
        do {
            let clone = try RepoClone(of: repo, into: workspace.appendingPathComponent("growth-\(count)"))
            defer { try? FileManager.default.removeItem(at: clone.root) }
            for index in 0..<(count - 3) {
                try run("bash", [clone.root.appendingPathComponent("Tools/new-feature").path, "Grown\(index + 1)"],
                    doing: "Tools/new-feature")
            }
            try run("swift", build(clone), doing: "the first build")
            let null = try run("swift", build(clone), doing: "the null build")
            let change = try BodyEdit(firstFunctionUnder: clone.root.appendingPathComponent("Packages/Features/Profile/Sources"))
            let edit: ChildProcess.Outcome
            do {
                edit = try run("swift", build(clone), doing: "the build after an edit")
                try change.restore()
            } catch {
                try? change.restore()
                throw error
            }
            // arch-check's first run builds the tool; the second is the check alone.
            try archCheck(clone)
            let check = try archCheck(clone)
            let shell = AppShellBinary(path: clone.scratch.appendingPathComponent("debug/app-shell"))
            let launch = try shell.run(BenchmarkScripts.launchToSignIn, dataDirectory: clone.root.appendingPathComponent("data"))
            return [
                Figure(names.null, null.seconds, .seconds, target: .none),
                Figure(names.edit, edit.seconds, .seconds, target: .none),
                Figure(names.check, check.seconds, .seconds, target: .none),
                Figure(names.launch, launch.outcome.seconds * 1000, .milliseconds, target: .none),
            ]
        } catch {
            return [
                Figure(names.null, unit: .seconds, target: .none, failure: "\(error)"),
                Figure(names.edit, unit: .seconds, target: .none, failure: "\(error)"),
                Figure(names.check, unit: .seconds, target: .none, failure: "\(error)"),
                Figure(names.launch, unit: .milliseconds, target: .none, failure: "\(error)"),
            ]
        }
    }

    @discardableResult
    private func archCheck(_ clone: RepoClone) throws -> ChildProcess.Outcome {
        try run("bash", [clone.root.appendingPathComponent("Tools/arch-check").path], doing: "Tools/arch-check")
    }

    private func build(_ clone: RepoClone) -> [String] {
        ["build", "--package-path", clone.root.path, "--product", "app-shell", "--scratch-path", clone.scratch.path]
    }

    @discardableResult
    private func run(_ program: String, _ arguments: [String], doing step: String) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess.run(program, arguments)
        guard outcome.status == 0 else {
            throw BenchError("\(step) failed in the clone: \(outcome.errorOutput.suffix(300))")
        }
        return outcome
    }
}
