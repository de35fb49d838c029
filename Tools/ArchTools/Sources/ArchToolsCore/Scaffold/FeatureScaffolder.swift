import Foundation

/// Creates a feature package from the feature template and wires it into the repo: the app's
/// `AppFeatures.swift`, the root `Package.swift` (a dependency of the package and of `AppCore`) and
/// `Tools/test-all`. A name that is invalid or taken is refused before anything is written.
public struct FeatureScaffolder: Sendable {
    private let root: URL
    private let templates: URL

    /// A scaffolder for the repo at `root`, with the template in folder `templates`.
    public init(root: URL, templates: URL) {
        self.root = root.standardizedFileURL
        self.templates = templates
    }

    /// Creates `Packages/Features/<name>`, with a tab in the main window or none, and wires it in;
    /// throws `ArchToolsError`, having changed nothing, when the name is invalid, the package or one
    /// of its module names exists, or a file it edits is not shaped as expected.
    public func scaffold(name: String, withTab: Bool) async throws -> ScaffoldOutcome {
        let feature = try FeatureName(name)
        let packagePath = "Packages/Features/\(feature.name)"
        let packageURL = root.appendingPathComponent(packagePath, isDirectory: true)
        guard !FileManager.default.fileExists(atPath: packageURL.path) else {
            throw ArchToolsError("\(packagePath) already exists")
        }
        let manifest = try TextFile(root: root, path: "Package.swift")
        let testAll = try TextFile(root: root, path: "Tools/test-all")
        let appFeatures = try TextFile(root: root, path: AppFeaturesEditor.path)
        let edits = [
            (appFeatures, try AppFeaturesEditor.adding(feature, to: appFeatures.text)),
            (manifest, try RootManifestEditor.adding(feature, to: manifest.text)),
            (testAll, try TestAllEditor.adding(packagePath, to: testAll.text)),
        ]
        let files = try FeatureTemplate(folder: templates).rendered(for: feature, withTab: withTab)
        let workspace = try await Workspace.load(root: root)
        try checkNamesAreFree(for: feature, in: workspace)

        try PackageWriter.write(files, to: packageURL)
        var written: [TextFile] = []
        do {
            for (file, text) in edits {
                try file.replace(with: text)
                written.append(file)
            }
        } catch {
            // A write that fails takes back the ones before it: the repo stays as it was.
            for file in written {
                try? file.replace(with: file.text)
            }
            try? FileManager.default.removeItem(at: packageURL)
            throw error
        }
        return ScaffoldOutcome(
            feature: feature, withTab: withTab, packagePath: packagePath, files: files.map(\.path),
            edited: edits.map(\.0.path), before: workspace)
    }

    /// Refuses a name whose modules, or whose package identity (its folder name), the repo already
    /// has: a module name may exist only once in the graph, and so may a package identity, the
    /// repo's own or one a manifest depends on (`Tools/Benchmarks` on `benchmark` and `swinject`:
    /// a feature of that name would stand in for it there, and `Tools/bench` would not build).
    private func checkNamesAreFree(for feature: FeatureName, in workspace: Workspace) throws {
        for module in ["\(feature.name)Feature", "\(feature.name)Demo", "\(feature.name)FeatureTests"] {
            if let existing = workspace.module(named: module) {
                let place = existing.packagePath.isEmpty ? "the root package" : existing.packagePath
                throw ArchToolsError("a module named \(module) already exists, in \(place)")
            }
        }
        let identity = feature.name.lowercased()
        if let existing = workspace.packages.first(where: { $0.identity.lowercased() == identity }) {
            let place = existing.path.isEmpty ? "the root package" : existing.path
            throw ArchToolsError(
                "\(place) already has the package identity \(existing.identity.lowercased()); "
                    + "package folders must have different names")
        }
        if let user = workspace.packages.first(where: {
            $0.manifest.dependencies.contains { $0.path == nil && $0.identity.lowercased() == identity }
        }) {
            let place = user.path.isEmpty ? "the root package" : user.path
            throw ArchToolsError(
                "\(place) depends on a package with the identity \(identity); a package folder of that "
                    + "name would clash with it")
        }
    }
}
