import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory for one test, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    var contents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

func mode(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// A directory outside any test's own, with a file in it, for the target of a symbolic link: a
/// test checks that nothing in it changes.
final class LinkTarget {
    let directory: TemporaryDirectory
    let file: URL

    init() throws {
        directory = try TemporaryDirectory()
        chmod(directory.url.path, 0o755)
        file = directory.file("outside.json")
        try Data("outside".utf8).write(to: file)
    }

    /// Whether the directory still has its mode and its one file, with its bytes.
    var isUntouched: Bool {
        (try? mode(of: directory.url)) == 0o755 && directory.contents == ["outside.json"]
            && (try? Data(contentsOf: file)) == Data("outside".utf8)
    }
}
