import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

@Suite struct ImportRuleTests {
    @Test func collectsImportsInsideIfConfigAndWithAttributesOrKinds() {
        let file = ParsedSourceFile(
            path: "A.swift",
            source: """
                @testable import Services
                #if canImport(FoundationNetworking)
                import FoundationNetworking
                #endif
                import struct Models.User
                public import Networking
                """
        )

        #expect(
            ImportCollector.imports(in: file) == [
                SourceImport(module: "Services", line: 1),
                SourceImport(module: "FoundationNetworking", line: 3),
                SourceImport(module: "Models", line: 5),
                SourceImport(module: "Networking", line: 6),
            ])
    }
}

extension FixtureTreeTests {
    @Suite struct ImportRuleOnFixtureTests {
        @Test func suggestsTheProductAndPackageForAnUndeclaredImportOfOurs() throws {
            let workspace = try FixtureWorkspaces.clean()
            let module = try #require(workspace.module(named: "AppCoreTests"))
            let file = ParsedSourceFile(
                path: "Tests/AppCoreTests/More.swift", source: "import NetworkingTesting\n")

            let violations = ImportRule.violations(in: file, of: module, in: workspace)

            #expect(
                violations.map(\.description) == [
                    "Tests/AppCoreTests/More.swift:1: undeclared-import: AppCoreTests imports NetworkingTesting, which it "
                        + "does not declare as a direct dependency — fix: add .product(name: \"NetworkingTesting\", "
                        + "package: \"Networking\") to AppCoreTests's dependencies in Package.swift, and "
                        + ".package(path: \"Packages/Core/Networking\") to its package dependencies"
                ])
        }

        @Test func reportsAForbiddenImportAsItsLayerRuleNotAsAMissingDeclaration() throws {
            let workspace = try FixtureWorkspaces.clean()
            let module = try #require(workspace.module(named: "Analytics"))
            let file = ParsedSourceFile(path: "Extra.swift", source: "import Foundation\nimport Services\n")

            let violations = ImportRule.violations(in: file, of: module, in: workspace)

            #expect(violations.map(\.rule) == [.coreIsolation])
            #expect(violations.map(\.line) == [2])
        }
    }
}
