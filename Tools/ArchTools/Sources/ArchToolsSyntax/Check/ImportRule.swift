import ArchToolsCore

/// Every import names a system module, the module itself, or a module its target declares
/// directly; an import of one of ours that the layers forbid is reported as that rule instead.
enum ImportRule {
    static func violations(
        in file: ParsedSourceFile, of module: Module, in workspace: Workspace
    ) -> [Violation] {
        let importable = module.importableModules
        let place =
            "\(module.name)'s dependencies in \(SwiftPackage.manifestPath(ofPackageAt: module.packagePath))"
        return ImportCollector.imports(in: file).compactMap { sourceImport in
            let name = sourceImport.module
            guard name != module.name, !SystemModules.contains(name), !importable.contains(name) else {
                return nil
            }
            guard let imported = workspace.module(named: name), imported.kind != .test else {
                return Violation(
                    path: file.path, line: sourceImport.line, rule: .undeclaredImport,
                    message: "\(module.name) imports \(name), which is not a declared dependency",
                    fix: "add the product that provides \(name) to \(place)"
                )
            }
            if let breach = DependencyPolicy.breach(from: module, to: imported) {
                return Violation(
                    path: file.path, line: sourceImport.line, rule: breach.rule,
                    message: "\(module.name) imports \(name): \(breach.reason)", fix: breach.fix
                )
            }
            return Violation(
                path: file.path, line: sourceImport.line, rule: .undeclaredImport,
                message: "\(module.name) imports \(name), which it does not declare as a direct dependency",
                fix: declaration(of: imported, for: module, in: workspace, place: place)
            )
        }
    }

    /// The manifest change that declares `imported` for `module`, whose dependencies are at `place`.
    private static func declaration(
        of imported: Module, for module: Module, in workspace: Workspace, place: String
    ) -> String {
        if imported.packagePath == module.packagePath {
            return "add \"\(imported.name)\" to \(place)"
        }
        guard let package = workspace.package(at: imported.packagePath),
            let owner = workspace.package(at: module.packagePath)
        else { return "add \(imported.name)'s product to \(place)" }
        let product =
            package.manifest.products.first { $0.targets.contains(imported.name) }?.name ?? imported.name
        var fix = "add .product(name: \"\(product)\", package: \"\(package.identity)\") to \(place)"
        if !owner.localDependencies.values.contains(package.path) {
            let path = RelativePath.from(owner.path, to: package.path)
            fix += ", and .package(path: \"\(path)\") to its package dependencies"
        }
        return fix
    }
}
