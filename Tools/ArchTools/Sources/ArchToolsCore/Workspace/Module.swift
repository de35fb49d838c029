/// One module (SwiftPM target) of the repo, with where it lives and what it declares it uses.
package struct Module: Sendable {
    package let name: String
    package let kind: ModuleKind
    /// The folder of the package that declares it, relative to the repo root (`""` for the root).
    package let packagePath: String
    package let layer: Layer
    /// Its Swift source files, relative to the repo root, sorted.
    package let sourceFiles: [String]
    package let dependencies: [ModuleDependency]

    package var isInRootPackage: Bool {
        packagePath.isEmpty
    }

    /// Everything the module may import: our modules and third-party modules it declares directly.
    package var importableModules: Set<String> {
        Set(dependencies.flatMap { $0.modules + [$0.externalModule].compactMap { $0 } })
    }
}

/// One entry of a target's `dependencies:`, resolved to the modules it makes importable.
package struct ModuleDependency: Sendable {
    /// The name as written in the manifest (a target or product name).
    package let declaredName: String
    /// Our modules it brings in: the target, or every target of our product.
    package let modules: [String]
    /// The module of a third-party product, taken to be named like the product.
    package let externalModule: String?
}
