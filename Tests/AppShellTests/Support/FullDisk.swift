import Foundation

#if canImport(Glibc)
    import Glibc

    /// A real full disk for one `app-shell`: it runs in a mount namespace of its own (`unshare
    /// -Urm`, which the kernel allows without root where user namespaces are on) with a small tmpfs
    /// at `mountPoint`, which the test fills and empties through the process's view of the file
    /// system (`/proc/<pid>/root`). Nothing else sees the tmpfs, and it goes away with the process.
    struct FullDisk {
        /// Whether this machine can make the namespace: `unshare` is there, and user namespaces
        /// are allowed (root may always make one).
        static let isAvailable: Bool = {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
            let allowed = try? String(contentsOfFile: "/proc/sys/user/max_user_namespaces", encoding: .utf8)
            return geteuid() == 0
                || Int(allowed?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0 > 0
        }()

        /// Where the tmpfs is mounted, inside the process's namespace.
        let mountPoint: URL

        /// Prepares the mount point in `directory`.
        init(in directory: URL) throws {
            mountPoint = directory.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: false)
        }

        /// The data directory to give app-shell: on the tmpfs.
        var dataDirectory: URL { mountPoint.appendingPathComponent("data") }

        /// What starts app-shell (its path and arguments follow) in the namespace, on a tmpfs of
        /// `kibibytes`; the process keeps its ID throughout.
        func launcher(kibibytes: Int = 1_024) -> [String] {
            let script = "mount -t tmpfs -o size=\(kibibytes)k tmpfs \"$0\" && exec \"$@\""
            return ["/usr/bin/unshare", "-Urm", "/bin/sh", "-c", script, mountPoint.path]
        }

        /// Fills the disk of process `pid` to its last byte.
        func fill(for pid: Int32) {
            let descriptor = open(filler(of: pid), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            let zeros = [UInt8](repeating: 0, count: 64 << 10)
            while write(descriptor, zeros, zeros.count) > 0 {}
        }

        /// Empties it again.
        func free(for pid: Int32) {
            unlink(filler(of: pid))
        }

        private func filler(of pid: Int32) -> String {
            "/proc/\(pid)/root\(mountPoint.path)/filler"
        }
    }
#endif
