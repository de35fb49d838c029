import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

extension FixtureTreeTests {
    @Suite struct ModuleReportTests {
        @Test func tabulatesEachModuleWithTotalsAndAVerdict() async throws {
            let report = try await ModuleReport(workspace: FixtureWorkspaces.clean())

            #expect(
                report.rendered(markdown: true) == """
                    | Module | Layer | Kind | Lines | Public | Tests | Our dependencies |
                    | --- | --- | --- | ---: | ---: | ---: | --- |
                    | Analytics | Core | library | 11 | 3 | 0 | Networking |
                    | OutboxFixture | Core | executable | 2 | 0 | 0 | Analytics |
                    | Networking | Core | library | 12 | 1 | 3 | - |
                    | NetworkingTesting | Core | testing | 8 | 2 | 0 | Networking |
                    | Models | Domain/Models | library | 8 | 4 | 0 | - |
                    | Services | Domain/Services | library | 14 | 4 | 1 | Models, Networking |
                    | ServicesTesting | Domain/Services | testing | 11 | 3 | 0 | Services, Models |
                    | ProfileDemo | Features | demo | 5 | 0 | 0 | ProfileFeature, Models, ServicesTesting |
                    | ProfileFeature | Features | library | 20 | 2 | 2 | Models, Services, Analytics |
                    | AppCore | App | library | 18 | 0 | 2 | Analytics, Models, Services, ProfileFeature |
                    | AppShell | App | library | 5 | 2 | 0 | AppCore, DevBackend |
                    | app-shell | App | executable | 3 | 0 | 0 | AppShell |
                    | DevBackend | Tools | library | 4 | 2 | 0 | - |
                    | Total (13 modules) |  |  | 121 | 23 | 8 |  |

                    Tests: 8 @Test functions in 28 lines.
                    Verdict: 121 lines of source (tests not counted) in 13 modules; under 5,000 lines: with 1-2 developers one target is enough; revisit at 10,000.
                    """)
        }

        @Test func alignsThePlainTextTable() async throws {
            let report = try await ModuleReport(workspace: FixtureWorkspaces.clean())

            let lines = report.rendered(markdown: false).split(
                separator: "\n", omittingEmptySubsequences: false)

            #expect(
                lines[0]
                    == "Module              Layer            Kind        Lines  Public  Tests  Our dependencies"
            )
            #expect(
                lines[2]
                    == "Analytics           Core             library        11       3      0  Networking")
            #expect(lines[4] == "Networking          Core             library        12       1      3  -")
        }
    }
}

@Suite struct SourceMetricsTests {
    private func metrics(_ source: String) -> SourceMetrics {
        SourceMetrics(file: ParsedSourceFile(path: "M.swift", source: source))
    }

    @Test func countsLinesWithCodeButNotBlankOrCommentLines() {
        let source = """
            // A comment.
            /// A doc comment.
            struct A {

                /* a block
                   comment */
                let text = \"\"\"
                    // not a comment: inside a string

                    \"\"\"  // trailing comment
            }
            """

        #expect(metrics(source).lines == 6)
    }

    @Test func countsPublicAndOpenDeclarationsAndPublicExtensionMembers() {
        let source = """
            public struct A {
                public let x, y: Int
                let hidden: Int
                public init() { x = 0; y = 0; hidden = 0 }
            }
            open class B {}
            public extension A {
                func shown() {}
                private func hidden() {}
                struct Nested { func inner() {} }
            }
            public import Foundation
            """

        #expect(metrics(source).publicSymbols == 7)
    }

    @Test func countsTestFunctionsOncePerFunction() {
        let source = """
            @Test func one() {}
            @Test(arguments: [1, 2, 3]) func two(value: Int) {}
            @Suite struct S {
                @Test("named") func three() {}
                func helper() {}
            }
            """

        #expect(metrics(source).tests == 3)
    }

    @Test(arguments: [
        (4_999, "under 5,000 lines"), (5_000, "5,000-20,000 lines"), (20_000, "5,000-20,000 lines"),
        (20_001, "over 20,000 lines"),
    ])
    func appliesTheModularisationThresholds(lines: Int, advice: String) {
        #expect(
            ModularisationVerdict.line(forSourceLines: lines, modules: 3).contains("in 3 modules; \(advice)"))
    }

    @Test func groupsThousandsWithCommas() {
        #expect(ModularisationVerdict.formatted(1_234_567) == "1,234,567")
        #expect(ModularisationVerdict.formatted(999) == "999")
    }
}
