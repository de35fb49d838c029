import Foundation
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file `run --junit FILE` names, written as other tools write a report: a regular file (or
/// none yet) is replaced whole by a rename, a FIFO or a character device (directly or through a
/// link, as `/dev/stdout` is) is written in place, and anything else is refused in one line.
struct ReportFile {
    /// How long a reader may take nothing before an in-place write gives up.
    static let stallLimit: Int32 = 10_000

    private enum Kind {
        case file(mode: mode_t)
        case inPlace
    }

    let path: String

    /// Refuses, before anything runs, a destination the report could not go to.
    init(_ path: String) throws(ShellError) {
        guard !path.isEmpty else { throw ShellError("--junit must not be empty") }
        self.path = path
        _ = try kind()
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw refusal("its folder does not exist")
        }
    }

    /// Refuses a report that would be written over one of `scripts` (the same file by any name).
    func checkApart(from scripts: [String]) throws(ShellError) {
        var report = stat()
        guard stat(path, &report) == 0 else { return }
        for script in scripts {
            var status = stat()
            let found = script == "-" ? fstat(STDIN_FILENO, &status) : stat(script, &status)
            if found == 0, status.st_dev == report.st_dev, status.st_ino == report.st_ino {
                throw refusal("it is the script \(script), which the report would overwrite")
            }
        }
    }

    /// Writes `text`; `beforeWritingInPlace` lets what standard output holds go first, since an
    /// in-place destination may be standard output itself.
    func write(_ text: String, beforeWritingInPlace: () -> Void) throws(ShellError) {
        let data = Data(text.utf8)
        switch try kind() {
        case .file(let mode):
            do {
                try AtomicFile.write(data, to: URL(fileURLWithPath: path), mode: mode, durability: .written)
            } catch {
                throw refusal("\(error)")
            }
        case .inPlace:
            beforeWritingInPlace()
            try writeInPlace(data)
        }
    }

    private func kind() throws(ShellError) -> Kind {
        var entry = stat()
        guard lstat(path, &entry) == 0 else {
            guard errno == ENOENT else { throw refusal(String(cString: strerror(errno))) }
            return .file(mode: 0o644)
        }
        switch entry.st_mode & S_IFMT {
        case S_IFREG: return .file(mode: entry.st_mode & 0o777)
        case S_IFIFO, S_IFCHR: return .inPlace
        case S_IFLNK:
            var target = stat()
            guard stat(path, &target) == 0 else {
                throw refusal(
                    "it is a link to nothing that can be written (\(String(cString: strerror(errno))))")
            }
            switch target.st_mode & S_IFMT {
            case S_IFIFO, S_IFCHR: return .inPlace
            case S_IFREG:
                throw refusal("it is a link to a regular file; name that file, which is then replaced whole")
            default:
                throw refusal("it is a link to something other than a file, a FIFO or a character device")
            }
        case S_IFDIR: throw refusal("it is a directory")
        default: throw refusal("it is neither a regular file, a FIFO nor a character device")
        }
    }

    private func writeInPlace(_ data: Data) throws(ShellError) {
        // Non-blocking, so a FIFO nobody reads is refused instead of waited on for ever.
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw refusal(errno == ENXIO ? "nothing reads it" : String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, [S_IFIFO, S_IFCHR].contains(opened.st_mode & S_IFMT) else {
            throw refusal("it changed into something that is not written in place")
        }
        guard DescriptorOutput.writeWithoutWaiting(data, to: descriptor, milliseconds: Self.stallLimit) else {
            throw refusal(
                "it took no more of the report for \(Self.stallLimit / 1_000) s, or could not be written")
        }
    }

    private func refusal(_ reason: String) -> ShellError {
        ShellError("--junit \(path): \(reason)")
    }
}
