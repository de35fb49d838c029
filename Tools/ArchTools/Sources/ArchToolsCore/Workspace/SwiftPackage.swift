/// One SwiftPM package of the repo, with its evaluated manifest.
struct SwiftPackage: Sendable {
    let name: String
    /// The package folder relative to the repo root; `""` for the root package.
    let path: String
    let layer: Layer
    let manifest: Manifest
    /// The package folders (relative to the root) of the `.package(path:)` dependencies inside the repo,
    /// by package identity.
    let localDependencies: [String: String]

    /// `Package.swift`'s path relative to the repo root.
    var manifestPath: String {
        Self.manifestPath(ofPackageAt: path)
    }

    /// The path of the `Package.swift` in package folder `path` (`""` for the root).
    static func manifestPath(ofPackageAt path: String) -> String {
        path.isEmpty ? "Package.swift" : path + "/Package.swift"
    }

    /// The identity other manifests use for this package: its folder name.
    var identity: String {
        path.split(separator: "/").last.map(String.init) ?? name
    }
}
