import Foundation
import Testing

@testable import ArchToolsCore

/// The scaffolder on the `Scaffold` fixture (a tiny repo: a root manifest, AppCore's
/// `AppFeatures.swift`, Design, a Profile feature, a root `SearchDemo` executable, `Tools/test-all`
/// and a `Tools/Benchmarks` package that depends on `benchmark`), copied for each test.
@Suite struct FeatureScaffolderTests {
    private func scaffold(_ name: String, withTab: Bool = false, in tree: TreeCopy) async throws
        -> ScaffoldOutcome
    {
        try await FeatureScaffolder(root: tree.root, templates: RepoFolders.featureTemplate).scaffold(
            name: name, withTab: withTab)
    }

    private func text(_ path: String, in tree: TreeCopy) throws -> String {
        try String(contentsOf: tree.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesTheTemplateFilledInForTheName() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }

        let outcome = try await scaffold("Inbox", withTab: true, in: tree)

        let expected = try FeatureTemplate(folder: RepoFolders.featureTemplate).rendered(
            for: FeatureName("Inbox"), withTab: true)
        #expect(outcome.packagePath == "Packages/Features/Inbox")
        #expect(outcome.files == expected.map(\.path))
        for file in expected {
            #expect(try text("Packages/Features/Inbox/\(file.path)", in: tree) == file.contents)
        }
    }

    @Test func listsThePackageInAppFeaturesTheRootManifestAndTestAll() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }
        let appFeatures = try text(AppFeaturesEditor.path, in: tree)
        let manifest = try text("Package.swift", in: tree)
        let testAll = try text("Tools/test-all", in: tree)

        let outcome = try await scaffold("Inbox", in: tree)

        #expect(outcome.edited == [AppFeaturesEditor.path, "Package.swift", "Tools/test-all"])
        #expect(
            try text(AppFeaturesEditor.path, in: tree)
                == AppFeaturesEditor.adding(FeatureName("Inbox"), to: appFeatures))
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
        #expect(
            summary.contains(
                "Listed ReadingListFeature in App/Sources/AppCore/Composition/AppFeatures.swift, Package.swift, "
                    + "Tools/test-all.\n"))
        #expect(summary.contains("swift run ReadingListDemo"))
        #expect(summary.contains("the app refuses\n     its links (open app://reading-list) until its registration has a tab"))
        #expect(!summary.contains("swift run app-shell"))
        #expect(summary.contains("/v1/collections/reading-list/items"))
    }

    @Test func withATabTheRegistrationHasOneAndTheSummarySaysHowToReachIt() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }

        let summary = try await scaffold("ReadingList", withTab: true, in: tree).summary

        let registration = try text(
            "Packages/Features/ReadingList/Sources/ReadingListFeature/ReadingListFeatureRegistration.swift",
            in: tree)
        #expect(registration.contains("    tab: \"Reading List\",\n"))
        #expect(
            summary.contains(
                "open app://reading-list\n     reading-list open reading-list-2\n     tab reading-list\n"))
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
            throws: ArchToolsError("Package.swift: cannot find the AppCore target (`name: \"AppCore\"`)")
        ) {
            try await scaffold("Inbox", in: tree)
        }

        #expect(try tree.snapshot() == before)
    }

    @Test func appFeaturesThatListsTheFeatureAlreadyIsRefusedAndNothingChanges() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }
        let source =
            try text(AppFeaturesEditor.path, in: tree)
            + "// AnyFeature(InboxFeature.registration), listed by hand:\n    AnyFeature(InboxFeature.registration),\n"
        try Data(source.utf8).write(to: tree.root.appendingPathComponent(AppFeaturesEditor.path))
        let before = try tree.snapshot()

        await #expect(throws: ArchToolsError("\(AppFeaturesEditor.path):12: InboxFeature is listed already"))
        {
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
