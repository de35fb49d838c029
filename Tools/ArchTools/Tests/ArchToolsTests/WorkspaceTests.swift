import Foundation
import Testing

@testable import ArchToolsCore

@Suite struct WorkspaceTests {
    /// A fresh temporary folder with an empty `Package.swift`-like file at each of `packages`.
    private func tree(_ packages: [String], manifest: String = "") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archtools-\(UUID().uuidString)")
        for package in packages {
            let folder = root.appendingPathComponent(package, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        }
        return root
    }

    @Test func findsTheRootAndPackageFoldersButNotNestedHiddenOrBuildOnes() throws {
        let root = try tree([
            "", "Packages/Core/A", "Packages/Core/A/Tests/Fixtures/Tree", "Packages/Core/.hidden",
            "Tools/B", ".build-tools/checkouts/C", "Docs/D",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(PackageDiscovery.packagePaths(in: root) == ["", "Packages/Core/A", "Tools/B"])
    }

    @Test func reloadingReadsOnlyTheChangedAndTheNewManifests() async throws {
        let tree = try TreeCopy(of: Fixture.root("Scaffold"))
        defer { tree.remove() }
        let before = try await Workspace.load(root: tree.root)
        let profile = tree.root.appendingPathComponent("Packages/Features/Profile/Package.swift")
        let renamed = try String(contentsOf: profile, encoding: .utf8)
            .replacingOccurrences(of: "\"ProfileFeature\"", with: "\"RenamedFeature\"")
        try Data(renamed.utf8).write(to: profile)
        let inbox = tree.root.appendingPathComponent("Packages/Features/Inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let manifest =
            "// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"Inbox\")\n"
        try Data(manifest.utf8).write(to: inbox.appendingPathComponent("Package.swift"))

        let after = try await before.reloading([""])

        #expect(
            after.packages.map(\.path) == (before.packages.map(\.path) + ["Packages/Features/Inbox"]).sorted()
        )
        #expect(after.module(named: "ProfileFeature") != nil)
        #expect(after.module(named: "RenamedFeature") == nil)
        #expect(
            try await before.reloading(["Packages/Features/Profile"]).module(named: "RenamedFeature") != nil)
    }

    @Test func failsWithTheCompilerDiagnosticWhenAManifestDoesNotLoad() async throws {
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "A", targets: [.target(name: "A"])

            """
        let root = try tree(["Packages/Core/A"], manifest: manifest)
        defer { try? FileManager.default.removeItem(at: root) }

        let error = await #expect(throws: ArchToolsError.self) {
            try await Workspace.load(root: root)
        }

        let expected =
            "Packages/Core/A/Package.swift does not load: Packages/Core/A/Package.swift:3:61: error:"
        #expect(error?.description.hasPrefix(expected) == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func namesAPackageByItsFolderWhereverThePathPointsFrom() async throws {
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "P")

            """
        let root = try tree(["", "Packages/Core/A", "Packages/Core/B"], manifest: manifest)
        defer { try? FileManager.default.removeItem(at: root) }
        let workspace = try await Workspace.load(root: root)

        #expect(try workspace.packagePath(at: root.path) == "")
        #expect(try workspace.packagePath(at: root.path + "/Packages/Core/A/") == "Packages/Core/A")
        #expect(try workspace.packagePath(at: root.path + "/Packages/Core/../Core/B") == "Packages/Core/B")
        let notAPackage = ArchToolsError(
            "\(root.path)/Packages/Core is not a package folder of the repo "
                + "(they are: ., Packages/Core/A, Packages/Core/B)")
        #expect(throws: notAPackage) { try workspace.packagePath(at: root.path + "/Packages/Core") }
        #expect(throws: ArchToolsError.self) { try workspace.packagePath(at: "/") }
    }

    @Test func failsWhenThereIsNoPackageAtAll() async throws {
        let root = try tree(["Docs"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Docs/Package.swift"))
        defer { try? FileManager.default.removeItem(at: root) }

        await #expect(
            throws: ArchToolsError(
                "no Package.swift at \(root.resolvingSymlinksInPath().path), nor under its Packages/ or Tools/"
            )
        ) {
            try await Workspace.load(root: root)
        }
    }
}
