import Foundation
import Services

/// Runs `body` with a fresh directory path (not created yet), removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ServicesTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// The POSIX permission bits of the file at `url`.
func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// Makes `store`'s file 8 GiB long without taking disk space (a hole), as a planted one could be.
func plantSparseFile(for store: FileCredentialStore) throws {
    try store.write(Data())
    let handle = try FileHandle(forWritingTo: store.fileURL)
    try handle.truncate(atOffset: 8 << 30)
    try handle.close()
}

/// The names of the files in `directory`, sorted.
func fileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}
