import ArchToolsCore

/// Size and shape of every module: lines, public symbols, our dependencies and tests, with totals
/// and a modularisation verdict.
public struct ModuleReport: Sendable {
    struct Row: Equatable, Sendable {
        let module: String
        let layer: Layer
        let kind: ModuleKind
        let lines: Int
        let publicSymbols: Int
        /// `@Test` functions in the package's test targets that test this module.
        let tests: Int
        let dependencies: [String]
    }

    /// Sorted by layer, then package, then name; test targets are counted into the rows, not listed.
    let rows: [Row]
    /// Lines of the test targets.
    let testLines: Int

    var totalLines: Int { rows.map(\.lines).reduce(0, +) }
    var totalPublicSymbols: Int { rows.map(\.publicSymbols).reduce(0, +) }
    var totalTests: Int { rows.map(\.tests).reduce(0, +) }

    /// Measures every module of `workspace`.
    public init(workspace: Workspace) async throws {
        let scan = try await SourceScan(workspace: workspace, read: SourceMetrics.init(file:))
        var metrics: [String: SourceMetrics] = [:]
        for module in workspace.modules where module.kind != .other {
            metrics[module.name] = scan.results(of: module).reduce(SourceMetrics(), +)
        }
        var tests: [String: Int] = [:]
        for module in workspace.modules where module.kind == .test {
            if let tested = Self.testedModule(by: module, in: workspace) {
                tests[tested, default: 0] += metrics[module.name]?.tests ?? 0
            }
        }
        rows = workspace.modules.filter { $0.kind != .test && $0.kind != .other }.map { module in
            Row(
                module: module.name, layer: module.layer, kind: module.kind,
                lines: metrics[module.name]?.lines ?? 0,
                publicSymbols: metrics[module.name]?.publicSymbols ?? 0,
                tests: tests[module.name] ?? 0,
                dependencies: workspace.declaredModules(of: module).map(\.name)
            )
        }
        testLines = workspace.modules.filter { $0.kind == .test }.compactMap { metrics[$0.name]?.lines }
            .reduce(0, +)
    }

    /// The module a test target tests: `<Name>Tests` tests `<Name>`, else its first module of the same package.
    private static func testedModule(by tests: Module, in workspace: Workspace) -> String? {
        let named = String(tests.name.dropLast("Tests".count))
        if tests.name.hasSuffix("Tests"), workspace.module(named: named)?.packagePath == tests.packagePath {
            return named
        }
        return workspace.declaredModules(of: tests).first { $0.packagePath == tests.packagePath }?.name
    }

    /// The modularisation thresholds applied to the total.
    var verdict: String {
        ModularisationVerdict.line(forSourceLines: totalLines, modules: rows.count)
    }

    /// The table, totals and verdict as aligned text, or as Markdown.
    public func rendered(markdown: Bool) -> String {
        var table = TextTable(
            header: ["Module", "Layer", "Kind", "Lines", "Public", "Tests", "Our dependencies"],
            numericColumns: [3, 4, 5]
        )
        table.rows = rows.map { row in
            [
                row.module, row.layer.description, row.kind.rawValue, "\(row.lines)", "\(row.publicSymbols)",
                "\(row.tests)", row.dependencies.isEmpty ? "-" : row.dependencies.joined(separator: ", "),
            ]
        }
        table.rows.append([
            "Total (\(rows.count) modules)", "", "", "\(totalLines)", "\(totalPublicSymbols)",
            "\(totalTests)", "",
        ])
        let tests =
            "Tests: \(totalTests) @Test functions in \(ModularisationVerdict.formatted(testLines)) lines."
        return [markdown ? table.markdown : table.plainText, "", tests, verdict].joined(separator: "\n")
    }
}
