import Foundation

/// Turns evaluated manifests into packages and modules, resolving each target dependency to the
/// modules it makes importable.
struct WorkspaceBuilder {
    let root: URL
    let paths: [String]
    let manifests: [Manifest]

    func build() -> Workspace {
        let packages = zip(paths, manifests).map { path, manifest in
            SwiftPackage(
                name: manifest.name,
                path: path,
                layer: Layer(packageAt: path),
                manifest: manifest,
                localDependencies: localDependencies(of: manifest)
            )
        }
        let packagesByPath = Dictionary(uniqueKeysWithValues: packages.map { ($0.path, $0) })
        let modules = packages.flatMap { package in
            package.manifest.targets.map { target in
                Module(
                    name: target.name,
                    kind: ModuleKind(targetType: target.type, name: target.name),
                    packagePath: package.path,
                    layer: package.layer,
                    sourceFiles: TargetSources.files(of: target, inPackageAt: package.path, root: root),
                    dependencies: target.dependencies.map {
                        resolve($0, in: package, packages: packagesByPath)
                    }
                )
            }
        }
        return Workspace(root: root, packages: packages, modules: modules)
    }

    private func localDependencies(of manifest: Manifest) -> [String: String] {
        var result: [String: String] = [:]
        for dependency in manifest.dependencies {
            if let path = dependency.path,
                let relative = RelativePath.of(URL(fileURLWithPath: path), under: root),
                paths.contains(relative)
            {
                result[dependency.identity.lowercased()] = relative
            }
        }
        return result
    }

    private func resolve(
        _ dependency: Manifest.TargetDependency, in package: SwiftPackage, packages: [String: SwiftPackage]
    ) -> ModuleDependency {
        let name = dependency.name
        let candidates: [SwiftPackage]
        switch dependency {
        case .target:
            return ModuleDependency(declaredName: name, modules: [name], externalModule: nil)
        case .byName:
            if package.manifest.targets.contains(where: { $0.name == name }) {
                return ModuleDependency(declaredName: name, modules: [name], externalModule: nil)
            }
            candidates = package.localDependencies.values.sorted().compactMap { packages[$0] }
        case .product(_, let packageName?):
            candidates = [package.localDependencies[packageName.lowercased()]].compactMap { $0 }
                .compactMap { packages[$0] }
        case .product(_, nil):
            candidates = package.localDependencies.values.sorted().compactMap { packages[$0] }
        }
        for candidate in candidates {
            if let product = candidate.manifest.products.first(where: { $0.name == name }) {
                return ModuleDependency(declaredName: name, modules: product.targets, externalModule: nil)
            }
        }
        return ModuleDependency(declaredName: name, modules: [], externalModule: name)
    }
}
