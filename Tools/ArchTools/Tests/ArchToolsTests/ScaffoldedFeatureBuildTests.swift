import Foundation
import Testing

@testable import ArchTools

extension Tag {
    /// Compiles packages: minutes rather than seconds. Skip with `--skip ScaffoldedFeatureBuildTests`.
    @Tag static var slow: Self
}

/// SLOW (it compiles the app): scaffolds a feature into a copy of this repo and checks it with the
/// real tools, as a developer would after `Tools/new-feature`. The new package is formatted in the
/// house style, builds without warnings and passes its tests, its demo runs, the app builds with
/// it, and it adds no arch-check violation (those the repo already has are `Tools/arch-check`'s to
/// report). One scratch folder serves every build, so each module is compiled once.
@Suite(.tags(.slow)) struct ScaffoldedFeatureBuildTests {
    /// What the scaffolder needs (the manifest, test-all, the packages) and what the app's build
    /// needs (its sources, tests and the dev backend).
    private static let repoEntries = [
        "Package.swift", "Package.resolved", "App", "Tests", "Packages", "Tools/test-all", "Tools/DevBackend",
    ]

    @Test(.timeLimit(.minutes(30)))
    func scaffoldedFeatureBuildsPassesItsTestsAndTheArchitectureCheck() async throws {
        let copy = try TreeCopy(of: RepoFolders.root, entries: Self.repoEntries)
        defer { copy.remove() }
        let before = try await ArchCheck.run(on: Workspace.load(root: copy.root))
        let outcome = try await FeatureScaffolder(root: copy.root, templates: RepoFolders.featureTemplate)
            .scaffold(name: "ReadingList")
        let package = copy.root.appendingPathComponent(outcome.packagePath)
        let scratch = ["--scratch-path", copy.root.appendingPathComponent(".build").path]
        let importCheck = ["--explicit-target-dependency-import-check", "error"]

        let configuration = RepoFolders.root.appendingPathComponent(".swift-format").path
        _ = try await swift(
            ["format", "lint", "--strict", "--configuration", configuration, "-r", package.path], in: copy)

        let tests = try await swift(
            ["test", "--package-path", package.path] + scratch + importCheck, in: copy)
        #expect(tests.standardOutputText.contains("Test run with"))
        #expect(!tests.standardOutputText.contains("✘"))
        #expect(warnings(in: tests, under: package) == [])

        let demo = try await swift(
            ["run", "--package-path", package.path] + scratch + ["ReadingListDemo"], in: copy)
        #expect(demo.standardOutputText.contains("reading-list:u-bob"))

        let app = try await swift(
            ["build", "--package-path", copy.root.path] + scratch + importCheck, in: copy)
        #expect(warnings(in: app, under: package) == [])

        let after = try await ArchCheck.run(on: Workspace.load(root: copy.root))
        #expect(after.violations.map(\.description) == before.violations.map(\.description))
    }

    /// Runs `swift` and records an issue, with the first error, when it fails.
    private func swift(_ arguments: [String], in copy: TreeCopy) async throws -> CommandOutput {
        let output = try await CommandRunner.run("swift", arguments)
        #expect(
            output.status == 0,
            "swift \(arguments[0]) failed: \(ErrorSummary.line(of: output, root: copy.root)) \(output.standardOutputText.suffix(2000))"
        )
        return output
    }

    /// The compiler warnings about files below `folder`.
    private func warnings(in output: CommandOutput, under folder: URL) -> [String] {
        (output.standardOutputText + "\n" + output.standardError).split(separator: "\n").map(String.init)
            .filter { $0.contains(": warning: ") && $0.hasPrefix(folder.path) }
    }
}

extension CommandOutput {
    fileprivate var standardOutputText: String {
        String(decoding: standardOutput, as: UTF8.self)
    }
}
