import Foundation
import Storage

/// Fresh directories for one test's files. They live in memory (`/dev/shm`) where the system has
/// a RAM disk, because the volume tests launch the app tens of thousands of times and every save
/// is an fsync; elsewhere they live in the temporary directory.
enum ScratchDirectory {
    /// A new empty directory (mode 0700) whose name starts with `label`.
    static func make(_ label: String) throws -> URL {
        let directory = root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try DataDirectory.prepare(directory)
        return directory
    }

    /// Removes `directory` and everything in it.
    static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }

    private static let root: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        return FileManager.default.isWritableFile(atPath: memory.path)
            ? memory : FileManager.default.temporaryDirectory
    }()
}
