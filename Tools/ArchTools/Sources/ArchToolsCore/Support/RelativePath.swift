import Foundation

/// Paths as the tools print them: relative to the repo root, `/`-separated.
package enum RelativePath {
    /// `url`'s path below `root`, or nil when it is not inside `root`. The root itself is `""`.
    package static func of(_ url: URL, under root: URL) -> String? {
        let rootParts = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let parts = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        guard parts.count >= rootParts.count, Array(parts.prefix(rootParts.count)) == rootParts else {
            return nil
        }
        return parts.dropFirst(rootParts.count).joined(separator: "/")
    }

    /// The relative path that leads from folder `from` to folder `to` (both relative to one root).
    package static func from(_ from: String, to: String) -> String {
        let source = from.split(separator: "/")
        let target = to.split(separator: "/")
        let common = zip(source, target).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: source.count - common)
        let path = (ups + target.dropFirst(common).map(String.init)).joined(separator: "/")
        return path.isEmpty ? "." : path
    }
}
