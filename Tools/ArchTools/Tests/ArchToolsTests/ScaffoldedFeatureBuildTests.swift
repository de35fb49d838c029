import Foundation
import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

extension Tag {
    /// Compiles packages: minutes rather than seconds. Skip with `--skip ScaffoldedFeatureBuildTests`.
    @Tag static var slow: Self
}

/// SLOW (it compiles the new package and what it depends on): scaffolds a feature into a copy of
/// this repo and checks it with the real tools, as a developer would after `Tools/new-feature`.
/// The new package is formatted in the house style, builds without warnings and passes its tests,
/// its demo runs, the app's manifest resolves with the feature wired into AppCore, and arch-check
/// finds nothing in what the scaffolder wrote. The app itself is built with the feature by
/// `Tools/new-feature-check`, which CI runs. One scratch folder serves every build here.
///
/// Under CI it skips: `Tools/new-feature-check` scaffolds Orders into the checkout and makes each
/// of these checks there (the style lint, the package's tests without warnings, its demo, the app
/// built with it, arch-check) reusing the tests' build, where this test builds a tree from nothing.
@Suite(
    .tags(.slow),
    .disabled(
        if: ProcessInfo.processInfo.environment["CI"] == "true",
        "CI runs Tools/new-feature-check, which makes the same checks on the checkout's own build")
) struct ScaffoldedFeatureBuildTests {
    /// What the scaffolder needs (the manifest, test-all, the packages) and what the app's
    /// manifest names (its sources, tests and the dev backend).
    private static let repoEntries = [
        "Package.swift", "Package.resolved", "App", "Tests", "Packages", "Tools/test-all",
        "Tools/test-all-package.sh", "Tools/shared-build-flags.sh", "Tools/DevBackend", "Tools/DevBackendTLS",
    ]

    @Test(.timeLimit(.minutes(30)))
    func scaffoldedFeatureBuildsPassesItsTestsAndTheArchitectureCheck() async throws {
        let copy = try TreeCopy(of: RepoFolders.root, entries: Self.repoEntries)
        defer { copy.remove() }
        let outcome = try await FeatureScaffolder(root: copy.root, templates: RepoFolders.featureTemplate)
            .scaffold(name: "ReadingList", withTab: true)
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
        #expect(demo.standardOutputText.contains("reading-list:reading-list-2"))

        let manifest = try await swift(
            ["package", "--package-path", copy.root.path] + scratch + ["describe", "--type", "json"], in: copy
        )
        #expect(appCoreDependencies(in: manifest).contains("ReadingListFeature"))

        let report = try await ArchCheck.run(
            on: Workspace.load(root: copy.root), packagePaths: [outcome.packagePath])
        let written = report.violations.filter {
            $0.path.hasPrefix(outcome.packagePath + "/") || $0.path == "Package.swift"
        }
        #expect(written.map(\.description) == [])
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

    /// The product dependencies of the AppCore target in `swift package describe`'s JSON.
    private func appCoreDependencies(in output: CommandOutput) -> [String] {
        struct Description: Decodable {
            struct Target: Decodable {
                var name: String
                var product_dependencies: [String]?
            }
            var targets: [Target]
        }
        let description = try? JSONDecoder().decode(Description.self, from: output.standardOutput)
        return description?.targets.first { $0.name == "AppCore" }?.product_dependencies ?? []
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
