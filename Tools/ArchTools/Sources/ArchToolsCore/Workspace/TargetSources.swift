import Foundation

/// Lists a target's Swift files the way SwiftPM finds them: its `path` (or the default folder),
/// narrowed by `sources` and `exclude`.
enum TargetSources {
    static func files(of target: Manifest.Target, inPackageAt packagePath: String, root: URL) -> [String] {
        let packageFolder = packagePath.isEmpty ? root : root.appendingPathComponent(packagePath)
        guard let targetPath = target.path ?? defaultPath(of: target, in: packageFolder) else { return [] }
        let targetFolder = packageFolder.appendingPathComponent(targetPath)
        let starts = (target.sources ?? ["."]).map {
            targetFolder.appendingPathComponent($0).standardizedFileURL
        }
        let excluded = target.exclude.map { targetFolder.appendingPathComponent($0).standardizedFileURL.path }
        let files = starts.flatMap(swiftFiles(at:)).filter { file in
            !excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") }
        }
        return Set(files.compactMap { RelativePath.of($0, under: root) }).sorted()
    }

    private static func defaultPath(of target: Manifest.Target, in packageFolder: URL) -> String? {
        let parents = target.type == "test" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        return parents.map { "\($0)/\(target.name)" }.first { candidate in
            FileManager.default.fileExists(atPath: packageFolder.appendingPathComponent(candidate).path)
        }
    }

    private static func swiftFiles(at url: URL) -> [URL] {
        if url.pathExtension == "swift" {
            return FileManager.default.fileExists(atPath: url.path) ? [url] : []
        }
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
            )
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL)
    }
}
