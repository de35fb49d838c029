import Foundation
import Storage

/// Fresh directories for one test's files. They live in memory (`/dev/shm`) where the system has
/// a RAM disk, because the volume tests launch the app tens of thousands of times and the crash
/// test saves thousands of files, each with an fsync; elsewhere in the temporary directory.
public enum ScratchDirectory {
    /// A new empty directory (mode 0700) whose name starts with `label`.
    public static func make(_ label: String) throws -> URL {
        let directory = root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try DataDirectory.prepare(directory)
        return directory
    }

    /// Removes `directory` and everything in it.
    public static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `body` with a new empty directory (mode 0700), removed afterwards.
    public static func with<T>(
        _ label: String, isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
    ) async throws -> T {
        let directory = try make(label)
        defer { remove(directory) }
        return try await body(directory)
    }

    private static let root: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        return FileManager.default.isWritableFile(atPath: memory.path)
            ? memory : FileManager.default.temporaryDirectory
    }()
}
