import Foundation
import Storage

/// Fresh directories for one test's files, in memory (`/dev/shm`) where the system has a RAM disk
/// (the crash test saves thousands of files, each with an fsync), else in the temporary directory.
enum ScratchDirectory {
    /// Runs `body` with a new empty directory (mode 0700), removed afterwards.
    static func with<T>(
        _ label: String, isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
    ) async throws -> T {
        let directory = root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try DataDirectory.prepare(directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(directory)
    }

    private static let root: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        return FileManager.default.isWritableFile(atPath: memory.path)
            ? memory : FileManager.default.temporaryDirectory
    }()
}
