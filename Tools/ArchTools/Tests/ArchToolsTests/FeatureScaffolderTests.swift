import Foundation
import Testing

@testable import ArchTools

/// The scaffolder on the `Scaffold` fixture (a tiny repo: a root manifest, Design, a Profile
/// feature, a root `SearchDemo` executable, `Tools/test-all` and a `Tools/Benchmarks` package that
/// depends on `benchmark`), copied for each test.
@Suite struct FeatureScaffolderTests {
    private func scaffold(_ name: String, in tree: TreeCopy) async throws -> ScaffoldOutcome {
        try await FeatureScaffolder(root: tree.root, templates: RepoFolders.featureTemplate).scaffold(
            name: name)
    }

    private func text(_ path: String, in tree: TreeCopy) throws -> String {
        try String(contentsOf: tree.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesTheTemplateFilledInForTheName() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }

        let outcome = try await scaffold("Inbox", in: tree)

        let expected = try FeatureTemplate(folder: RepoFolders.featureTemplate).rendered(
            for: FeatureName("Inbox"))
        #expect(outcome.packagePath == "Packages/Features/Inbox")
        #expect(outcome.files == expected.map(\.path))
        for file in expected {
            #expect(try text("Packages/Features/Inbox/\(file.path)", in: tree) == file.contents)
        }
    }

    @Test func wiresThePackageIntoTheRootManifestAndTestAll() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }
        let manifest = try text("Package.swift", in: tree)
        let testAll = try text("Tools/test-all", in: tree)

        _ = try await scaffold("Inbox", in: tree)

        #expect(
            try text("Package.swift", in: tree)
                == RootManifestEditor.adding(FeatureName("Inbox"), to: manifest))
        #expect(
            try text("Tools/test-all", in: tree)
                == TestAllEditor.adding("Packages/Features/Inbox", to: testAll))
        let permissions =
            try FileManager.default.attributesOfItem(
                atPath: tree.root.appendingPathComponent("Tools/test-all").path)[.posixPermissions] as? Int
        #expect(permissions == 0o755)
    }

    @Test func leavesNoStagingFolderBehind() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }

        _ = try await scaffold("Inbox", in: tree)

        let features = try FileManager.default.contentsOfDirectory(
            atPath: tree.root.appendingPathComponent("Packages/Features").path)
        #expect(features.sorted() == ["Inbox", "Profile"])
    }

    @Test func summaryListsTheFilesAndTheNextSteps() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }

        let summary = try await scaffold("ReadingList", in: tree).summary

        #expect(summary.hasPrefix("Created Packages/Features/ReadingList:\n  Package.swift\n"))
        #expect(summary.contains("  Sources/ReadingListFeature/ReadingListFeatureAPI.swift\n"))
        #expect(summary.contains("swift run ReadingListDemo"))
        #expect(summary.contains("Wire it into a coordinator"))
        #expect(summary.contains("the app does not use it until then"))
    }

    @Test(arguments: [
        (
            "inbox",
            "\"inbox\" is not a feature name: start with an uppercase letter and use only letters and digits "
                + "(A-Z, a-z, 0-9), for example Inbox or ReadingList"
        ),
        ("Profile", "Packages/Features/Profile already exists"),
        ("Search", "a module named SearchDemo already exists, in the root package"),
        (
            "Design",
            "Packages/Core/Design already has the package identity design; package folders must have different names"
        ),
        (
            "Benchmark",
            "Tools/Benchmarks depends on a package with the identity benchmark; a package folder of that "
                + "name would clash with it"
        ),
    ])
    func refusedNameChangesNothing(name: String, message: String) async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }
        let before = try tree.snapshot()

        await #expect(throws: ArchToolsError(message)) {
            try await scaffold(name, in: tree)
        }

        #expect(try tree.snapshot() == before)
    }

    @Test func manifestWithoutItsAnchorsIsRefusedAndNothingChanges() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }
        let manifest = try text("Package.swift", in: tree).replacingOccurrences(
            of: "\"AppCore\"", with: "\"Core\"")
        try Data(manifest.utf8).write(to: tree.root.appendingPathComponent("Package.swift"))
        let before = try tree.snapshot()

        await #expect(
            throws: ArchToolsError(
                "Package.swift: cannot find the `dependencies: [ … ]` of the AppCore target")
        ) {
            try await scaffold("Inbox", in: tree)
        }

        #expect(try tree.snapshot() == before)
    }

    @Test func repoWithoutTestAllIsRefusedAndNothingChanges() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }
        try FileManager.default.removeItem(at: tree.root.appendingPathComponent("Tools/test-all"))
        let before = try tree.snapshot()

        await #expect(throws: ArchToolsError("Tools/test-all: cannot be read")) {
            try await scaffold("Inbox", in: tree)
        }

        #expect(try tree.snapshot() == before)
    }
}
