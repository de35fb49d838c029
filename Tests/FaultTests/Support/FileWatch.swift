import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits, without polling, for a file to appear in a directory (created there or renamed into
/// it), through inotify: how a test learns that a process it cannot read from has got that far.
/// Linux only (`isAvailable`).
final class FileWatch: @unchecked Sendable {
    static var isAvailable: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    private let descriptor: Int32

    /// Watches `directory`, which must exist.
    init(_ directory: URL) throws {
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            let events = UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)
            guard descriptor >= 0, inotify_add_watch(descriptor, directory.path, events) >= 0 else {
                throw CocoaError(.fileReadUnknown)
            }
        #else
            throw CocoaError(.featureUnsupported)
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Returns true once a file named `name` appears, false if the write end of a pipe,
    /// `writer`, loses its reader first (the process holding the read end has ended).
    func wait(for name: String, unlessReaderOf writer: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var entries = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: writer, events: 0, revents: 0),
            ]
            guard poll(&entries, 2, -1) > 0 || errno == EINTR else { return false }
            if entries[1].revents & Int16(POLLERR | POLLHUP) != 0 { return false }
            guard entries[0].revents & Int16(POLLIN) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            if Self.names(in: buffer[..<count]).contains(name) { return true }
        }
    }

    /// The names in a batch of inotify events.
    private static func names(in bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var offset = bytes.startIndex
        // struct inotify_event: wd, mask, cookie (4 bytes each), len (4 bytes), then len bytes of name.
        while offset + 16 <= bytes.endIndex {
            let length = bytes[(offset + 12)..<(offset + 16)].reversed().reduce(0) { $0 << 8 | Int($1) }
            let name = bytes[(offset + 16)..<min(offset + 16 + length, bytes.endIndex)].prefix { $0 != 0 }
            names.append(String(decoding: name, as: UTF8.self))
            offset += 16 + length
        }
        return names
    }
}
