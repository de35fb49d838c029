import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A command's `TMPDIR`: a folder at a fixed path named for the command's job, held by one command
/// at a time and emptied when it ends. SwiftPM keys its cache of evaluated manifests by the
/// environment, `TMPDIR` included, so a fresh folder per command compiled every manifest again.
struct LeasedTemporaryFolder {
    let url: URL
    /// The open lock file that holds the lease; nil for a fresh folder (the fallback).
    private let lock: Int32?

    /// The first free folder for `job` under `parent` (`job-0`, `job-1`…): `parent` must be a
    /// directory of this user's that only they can write, and otherwise a fresh folder is used
    /// (no cache, no risk).
    init(for job: String, under parent: URL = Self.defaultParent) throws {
        let name = String(job.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }.prefix(100))
        if Self.isPrivateFolder(parent) {
            for slot in 0..<Self.slots {
                let path = parent.appendingPathComponent("\(name)-\(slot).lock").path
                let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
                guard descriptor >= 0 else { break }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                    close(descriptor)
                    continue
                }
                let folder = parent.appendingPathComponent("\(name)-\(slot)", isDirectory: true)
                // What a command that was killed left behind.
                try? FileManager.default.removeItem(at: folder)
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                } catch {
                    close(descriptor)
                    break
                }
                url = folder
                lock = descriptor
                return
            }
        }
        url = try TemporaryFolder().url
        lock = nil
    }

    /// Empties the folder and lets the next command have it.
    func release() {
        try? FileManager.default.removeItem(at: url)
        if let lock { close(lock) }
    }

    /// More commands than this at once for one job (tests loading the same fixture) take fresh folders.
    private static let slots = 16

    static var defaultParent: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "archtools-\(getuid())", isDirectory: true)
    }

    /// Whether `folder` is a real directory (not a link) owned by this user with no access for
    /// others; made so when missing.
    private static func isPrivateFolder(_ folder: URL) -> Bool {
        _ = mkdir(folder.path, 0o700)
        var status = stat()
        guard lstat(folder.path, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR && status.st_uid == getuid()
            && (status.st_mode & 0o077) == 0
    }
}
