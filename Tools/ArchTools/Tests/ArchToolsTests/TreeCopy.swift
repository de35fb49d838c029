import Foundation

/// A copy of part of a folder in a fresh temporary folder, without hidden entries (`.build`,
/// `.swiftpm`), and snapshots of what it holds, to tell what a step wrote.
struct TreeCopy {
    /// One file as found: its bytes and its permissions.
    struct FileState: Equatable {
        let contents: Data
        let permissions: Int?
    }

    let root: URL

    /// Copies `entries` of `source` (paths relative to it; all of it when nil). An entry that does
    /// not exist is skipped.
    init(of source: URL, entries: [String]? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archtools-\(UUID().uuidString)", isDirectory: true)
        let names = try entries ?? FileManager.default.contentsOfDirectory(atPath: source.path)
        for entry in names {
            let from = source.appendingPathComponent(entry)
            guard FileManager.default.fileExists(atPath: from.path) else { continue }
            try Self.copy(from, to: root.appendingPathComponent(entry))
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Every file below the root, hidden ones included, by path relative to it.
    func snapshot() throws -> [String: FileState] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        var files: [String: FileState] = [:]
        while let path = enumerator.nextObject() as? String {
            let url = root.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = FileState(
                contents: try Data(contentsOf: url), permissions: attributes[.posixPermissions] as? Int)
        }
        return files
    }

    private static func copy(_ source: URL, to destination: URL) throws {
        guard try source.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true else {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
            return
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
        where !name.hasPrefix(".") {
            try copy(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }
}
