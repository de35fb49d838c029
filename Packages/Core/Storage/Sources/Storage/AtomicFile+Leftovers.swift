import Foundation

extension AtomicFile {
    /// Removes from `directory` the temporary files of writes a crash interrupted, and returns their names.
    @discardableResult
    public static func removeLeftovers(in directory: URL) throws(StorageError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .foundation("list", directory, error)
        }
        let leftovers = names.filter(isTemporaryFile(named:)).sorted()
        for name in leftovers {
            try delete(directory.appendingPathComponent(name))
        }
        return leftovers
    }

    /// Where a write to `url` puts its bytes before the rename: `.<name>.<UUID>.tmp` beside it.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    }

    static func isTemporaryFile(named name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let stem = name.dropFirst().dropLast(".tmp".count)
        guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return false }
        return UUID(uuidString: String(stem[stem.index(after: dot)...])) != nil
    }
}
