import ArchToolsCore

/// The module-boundary checker: every rule of `Rule` over a loaded workspace.
public enum ArchCheck {
    /// Checks every manifest of `workspace`, and the modules and source files of every package,
    /// or only of the packages in `packagePaths` (folders relative to the root; `""` is the root
    /// package's).
    public static func run(on workspace: Workspace, packagePaths: Set<String>? = nil) async throws
        -> ArchCheckReport
    {
        let modules = workspace.modules.filter { packagePaths?.contains($0.packagePath) ?? true }
        let parsed = try await SourceScan(workspace: workspace, modules: modules) { $0 }
        var violations = workspace.packages.flatMap { ManifestRule.violations(of: $0, in: workspace) }
        var fileCount = 0
        let features = AppNamingRule.features(of: workspace)
        for module in modules where module.kind != .other {
            let files = parsed.results(of: module)
            fileCount += files.count
            violations += files.flatMap { ImportRule.violations(in: $0, of: module, in: workspace) }
            guard module.kind != .test else { continue }
            if ServiceRule.applies(to: module) {
                violations += ServiceRule.violations(in: files)
            }
            if module.layer == .features || module.layer == .app {
                violations += files.flatMap(ControllerRule.violations(in:))
            }
            if AppNamingRule.applies(to: module) {
                violations += files.flatMap { AppNamingRule.violations(in: $0, features: features) }
            }
            if module.packagePath.hasPrefix("Packages/") {
                violations += files.flatMap(GlobalStateRule.violations(in:))
            }
        }
        return ArchCheckReport(
            packageCount: workspace.packages.count,
            moduleCount: modules.count,
            fileCount: fileCount,
            violations: Array(Set(violations)).sorted(by: Violation.isOrderedBefore)
        )
    }
}

/// What `arch-check` found: the violations, sorted by file and line, and what was checked.
public struct ArchCheckReport: Sendable {
    let packageCount: Int
    let moduleCount: Int
    let fileCount: Int
    /// Sorted by file, then line.
    public let violations: [Violation]

    /// One line: what was checked and how many violations were found.
    public var summary: String {
        "arch-check: \(packageCount) packages, \(moduleCount) modules, \(fileCount) files checked, "
            + "\(violations.count) violation\(violations.count == 1 ? "" : "s")"
    }
}
