import ArchToolsCore

/// Checks each declared dependency between our modules against `DependencyPolicy`, at its line in
/// `Package.swift`, and flags packages that sit in no layer folder.
enum ManifestRule {
    static func violations(of package: SwiftPackage, in workspace: Workspace) -> [Violation] {
        let lines = ManifestLines(package: package, root: workspace.root)
        var violations: [Violation] = []
        if package.layer == .unknown {
            violations.append(
                Violation(
                    path: package.manifestPath, line: 1, rule: .unknownLayer,
                    message: "\(package.path) is in no layer folder",
                    fix: "move it under Packages/Core, Packages/Domain or Packages/Features"
                )
            )
        }
        for module in workspace.modules where module.packagePath == package.path {
            for dependency in module.dependencies {
                for used in dependency.modules.compactMap(workspace.module(named:)) {
                    guard let breach = DependencyPolicy.breach(from: module, to: used) else { continue }
                    violations.append(
                        Violation(
                            path: package.manifestPath,
                            line: lines.line(ofDependency: dependency.declaredName, inTarget: module.name),
                            rule: breach.rule,
                            message: "\(module.name) depends on \(used.name): \(breach.reason)",
                            fix: breach.fix
                        )
                    )
                    break
                }
            }
        }
        return violations
    }
}
