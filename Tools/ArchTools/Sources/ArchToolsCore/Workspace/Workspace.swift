import Foundation

/// The repo as the tools see it: its packages and modules, read from the manifests.
public struct Workspace: Sendable {
    package let root: URL
    /// Sorted by folder; the root package (path `""`) first.
    package let packages: [SwiftPackage]
    /// Sorted by layer, then package folder, then name.
    package let modules: [Module]
    private let modulesByName: [String: Module]

    init(root: URL, packages: [SwiftPackage], modules: [Module]) {
        self.root = root
        self.packages = packages
        self.modules = modules.sorted {
            ($0.layer, $0.packagePath, $0.name) < ($1.layer, $1.packagePath, $1.name)
        }
        modulesByName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads every package under `root`: see `PackageDiscovery` for which folders count.
    public static func load(root: URL) async throws -> Workspace {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        let paths = PackageDiscovery.packagePaths(in: root)
        guard !paths.isEmpty else {
            throw ArchToolsError("no Package.swift at \(root.path), nor under its Packages/ or Tools/")
        }
        let manifests = try await ManifestLoader.load(paths, in: root)
        return WorkspaceBuilder(root: root, paths: paths, manifests: manifests).build()
    }

    /// The repo again after the manifests in the package folders `changed` changed or appeared;
    /// the others are read as they were, since evaluating a manifest costs a `swift` process.
    public func reloading(_ changed: Set<String>) async throws -> Workspace {
        let paths = PackageDiscovery.packagePaths(in: root)
        let known = Dictionary(
            packages.map { ($0.path, $0.manifest) }, uniquingKeysWith: { first, _ in first })
        let stale = paths.filter { changed.contains($0) || known[$0] == nil }
        let loaded = Dictionary(
            uniqueKeysWithValues: zip(stale, try await ManifestLoader.load(stale, in: root)))
        let manifests = paths.compactMap { loaded[$0] ?? known[$0] }
        return WorkspaceBuilder(root: root, paths: paths, manifests: manifests).build()
    }

    /// The folder, relative to the root, of the package at `path` (absolute, or relative to the
    /// current directory); throws when no package of the workspace is there.
    public func packagePath(at path: String) throws -> String {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        guard let relative = RelativePath.of(url, under: root), package(at: relative) != nil else {
            let folders = packages.map { $0.path.isEmpty ? "." : $0.path }.joined(separator: ", ")
            throw ArchToolsError("\(path) is not a package folder of the repo (they are: \(folders))")
        }
        return relative
    }

    package func module(named name: String) -> Module? {
        modulesByName[name]
    }

    package func package(at path: String) -> SwiftPackage? {
        packages.first { $0.path == path }
    }

    /// Our modules `module` declares directly, deduplicated.
    package func declaredModules(of module: Module) -> [Module] {
        var seen: Set<String> = []
        return module.dependencies.flatMap(\.modules).filter { seen.insert($0).inserted }
            .compactMap(self.module(named:))
    }
}
