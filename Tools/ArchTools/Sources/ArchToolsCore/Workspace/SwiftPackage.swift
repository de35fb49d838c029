/// One SwiftPM package of the repo, with its evaluated manifest.
package struct SwiftPackage: Sendable {
    package let name: String
    /// The package folder relative to the repo root; `""` for the root package.
    package let path: String
    package let layer: Layer
    package let manifest: Manifest
    /// The package folders (relative to the root) of the `.package(path:)` dependencies inside the repo,
    /// by package identity.
    package let localDependencies: [String: String]

    /// `Package.swift`'s path relative to the repo root.
    package var manifestPath: String {
        Self.manifestPath(ofPackageAt: path)
    }

    /// The path of the `Package.swift` in package folder `path` (`""` for the root).
    package static func manifestPath(ofPackageAt path: String) -> String {
        path.isEmpty ? "Package.swift" : path + "/Package.swift"
    }

    /// The identity other manifests use for this package: its folder name.
    package var identity: String {
        path.split(separator: "/").last.map(String.init) ?? name
    }
}
