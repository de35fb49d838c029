import Foundation

/// Evaluates package manifests with `swift package dump-package`.
enum ManifestLoader {
    /// The manifests of the packages at `paths` (relative to `root`), in the same order.
    static func load(_ paths: [String], in root: URL) async throws -> [Manifest] {
        try await withThrowingTaskGroup(of: (Int, Manifest).self) { group in
            var manifests = [Manifest?](repeating: nil, count: paths.count)
            var next = 0
            func startNext() {
                guard next < paths.count else { return }
                let index = next
                next += 1
                group.addTask { (index, try await load(paths[index], in: root)) }
            }
            for _ in 0..<min(concurrentLoads, paths.count) {
                startNext()
            }
            while let (index, manifest) = try await group.next() {
                manifests[index] = manifest
                startNext()
            }
            return manifests.compactMap { $0 }
        }
    }

    /// How many `swift` processes run at once: enough to overlap their start-up, few enough for 2 cores.
    private static let concurrentLoads = 3

    private static func load(_ path: String, in root: URL) async throws -> Manifest {
        let manifestPath = SwiftPackage.manifestPath(ofPackageAt: path)
        let folder = path.isEmpty ? root : root.appendingPathComponent(path, isDirectory: true)
        // A scratch folder of its own: SwiftPM locks the scratch folder, and the package's own
        // `.build` may be held for minutes by a build running there.
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = try await CommandRunner.run(
            "swift",
            ["package", "--package-path", folder.path, "--scratch-path", scratch.url.path, "dump-package"],
            job: "manifest-\(path.isEmpty ? "root" : path)"
        )
        guard output.status == 0 else {
            throw ArchToolsError(
                "\(manifestPath) does not load: \(ErrorSummary.line(of: output, root: root))")
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: output.standardOutput)
        } catch {
            throw ArchToolsError("\(manifestPath): unexpected dump-package output (\(error))")
        }
    }
}
