import Foundation
import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

@Suite struct DomainPackageTests {
    @Test func aDomainPackageBesideServicesMayUseTheMainActor() async throws {
        let tree = try TreeCopy(of: Fixture.root("Clean"))
        defer { tree.remove() }
        let kit = tree.root.appendingPathComponent("Packages/Domain/Kit")
        try FileManager.default.createDirectory(
            at: kit.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")])

            """
        try Data(manifest.utf8).write(to: kit.appendingPathComponent("Package.swift"))
        let source = "/// What a screen shows.\n@MainActor\npublic protocol Content: AnyObject {}\n"
        try Data(source.utf8).write(to: kit.appendingPathComponent("Sources/Kit/Content.swift"))

        let report = try await ArchCheck.run(on: Workspace.load(root: tree.root))

        #expect(report.violations.map(\.description) == [])
    }
}

extension FixtureTreeTests {
    @Suite struct ArchCheckTests {
        @Test func reportsEachViolationOfTheBrokenTreeAtItsLine() async throws {
            let report = try await ArchCheck.run(on: FixtureWorkspaces.violations())

            #expect(
                report.violations.map { "\($0.path):\($0.line): \($0.rule.rawValue)" } == [
                    "App/Sources/AppCore/AppStateController.swift:2: app-names-feature",
                    "App/Sources/AppCore/AppStateController.swift:4: controller-shape",
                    "App/Sources/AppCore/ProfileLink.swift:1: app-names-feature",
                    "App/Sources/AppCore/ProfileLink.swift:4: app-names-feature",
                    "App/Sources/AppCore/ProfileLink.swift:5: app-names-feature",
                    "App/Sources/AppCore/ProfileLink.swift:6: app-names-feature",
                    "Package.swift:15: tool-dependency",
                    "Packages/Core/Design/Sources/Design/Screen.swift:1: core-isolation",
                    "Packages/Core/Networking/Package.swift:13: core-isolation",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:2: undeclared-import",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:7: singleton",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:8: global-state",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:8: nonisolated-unsafe",
                    "Packages/Domain/Models/Sources/Models/User.swift:2: models-isolation",
                    "Packages/Domain/Models/Sources/Models/User.swift:4: global-state",
                    "Packages/Domain/Services/Package.swift:19: layer-direction",
                    "Packages/Domain/Services/Package.swift:20: testing-product",
                    "Packages/Domain/Services/Sources/Services/ImageCache.swift:1: service-main-actor",
                    "Packages/Domain/Services/Sources/Services/ImageCache.swift:2: service-class",
                    "Packages/Domain/Services/Sources/Services/UserService.swift:10: service-class",
                    "Packages/Domain/Services/Sources/Services/UserService.swift:16: service-class",
                    "Packages/Domain/Services/Sources/Services/UserService.swift:17: service-main-actor",
                    "Packages/Domain/Services/Sources/Services/UserService.swift:21: global-state",
                    "Packages/Features/Profile/Package.swift:17: feature-isolation",
                    "Packages/Features/Profile/Package.swift:18: testing-product",
                    "Packages/Features/Profile/Sources/ProfileFeature/ProfileController.swift:1: feature-isolation",
                    "Packages/Features/Profile/Sources/ProfileFeature/ProfileController.swift:2: undeclared-import",
                    "Packages/Features/Profile/Sources/ProfileFeature/ProfileController.swift:6: controller-shape",
                    "Packages/Features/Profile/Sources/ProfileFeature/ProfileController.swift:11: controller-state",
                    "Packages/Features/Profile/Sources/ProfileFeature/ProfileController.swift:12: controller-state",
                    "Packages/Features/Profile/Sources/ProfileFeature/ProfileController.swift:12: controller-state",
                    "Packages/Misc/Package.swift:1: unknown-layer",
                ])
        }

        @Test func checksOnlyTheGivenPackagesFilesButEveryManifest() async throws {
            let report = try await ArchCheck.run(
                on: FixtureWorkspaces.violations(),
                packagePaths: ["Packages/Core/Networking", "Packages/Misc"])

            #expect(
                report.violations.map { "\($0.path):\($0.line): \($0.rule.rawValue)" } == [
                    "Package.swift:15: tool-dependency",
                    "Packages/Core/Networking/Package.swift:13: core-isolation",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:2: undeclared-import",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:7: singleton",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:8: global-state",
                    "Packages/Core/Networking/Sources/Networking/HTTPClient.swift:8: nonisolated-unsafe",
                    "Packages/Domain/Services/Package.swift:19: layer-direction",
                    "Packages/Domain/Services/Package.swift:20: testing-product",
                    "Packages/Features/Profile/Package.swift:17: feature-isolation",
                    "Packages/Features/Profile/Package.swift:18: testing-product",
                    "Packages/Misc/Package.swift:1: unknown-layer",
                ])
            #expect(report.summary == "arch-check: 9 packages, 2 modules, 2 files checked, 11 violations")
        }

        @Test func summarisesWhatItCheckedAndFound() async throws {
            let report = try await ArchCheck.run(on: FixtureWorkspaces.violations())

            #expect(report.summary == "arch-check: 9 packages, 10 modules, 13 files checked, 32 violations")
        }

        @Test func passesTheCleanTree() async throws {
            let report = try await ArchCheck.run(on: FixtureWorkspaces.clean())

            #expect(report.violations.map(\.description) == [])
            #expect(report.summary == "arch-check: 7 packages, 17 modules, 19 files checked, 0 violations")
        }
    }
}

@Suite struct ViolationTests {
    @Test func printsAsPathLineRuleProblemAndFix() {
        let violation = Violation(
            path: "Sources/A/A.swift", line: 3, rule: .undeclaredImport, message: "A imports B",
            fix: "declare B"
        )

        #expect(
            violation.description == "Sources/A/A.swift:3: undeclared-import: A imports B — fix: declare B")
    }
}
