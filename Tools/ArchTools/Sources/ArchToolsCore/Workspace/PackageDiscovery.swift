import Foundation

/// Finds the repo's packages: the root `Package.swift` and every package folder under `Packages/`
/// and `Tools/`.
///
/// Packages do not nest, so the search stops at a package's folder (which also keeps test
/// fixture trees inside a package out); hidden folders such as `.build` are skipped.
enum PackageDiscovery {
    /// The package folders, relative to `root` (`""` for the root package), sorted.
    static func packagePaths(in root: URL) -> [String] {
        var found: [String] = []
        if isPackage(root) {
            found.append("")
        }
        for top in ["Packages", "Tools"] {
            search(root.appendingPathComponent(top, isDirectory: true), relativePath: top, into: &found)
        }
        return found.sorted()
    }

    private static func search(_ folder: URL, relativePath: String, into found: inout [String]) {
        if isPackage(folder) {
            found.append(relativePath)
            return
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for child in children.sorted() where !child.hasPrefix(".") {
            let url = folder.appendingPathComponent(child, isDirectory: true)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                search(url, relativePath: relativePath + "/" + child, into: &found)
            }
        }
    }

    private static func isPackage(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    }
}
