import Foundation

/// Runs `body` with a fresh directory path under the system's temporary directory (not yet
/// created), and removes it afterwards.
func withTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("analytics-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory.appendingPathComponent("outbox"))
}

/// The names of the files in `directory`, sorted.
func fileNames(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}

/// The POSIX permission bits of the file at `url`.
func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}
