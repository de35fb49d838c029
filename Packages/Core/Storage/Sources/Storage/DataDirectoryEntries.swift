import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ``DataDirectory/checkEntries(of:)`` walks: a directory's entries, and those of the
/// directories in it, each looked at without following a link.
enum DataDirectoryEntries {
    static func check(_ url: URL) throws(StorageError) {
        let directory = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw .system("list", url) }
        defer { close(directory) }
        for (name, status) in try entries(of: directory, at: url) {
            try refuseIfForeign(status, named: name)
            guard status.st_mode & S_IFMT == S_IFDIR else { continue }
            // Made first: making a file URL may look the path up, and errno with it.
            let innerURL = url.appendingPathComponent(name, isDirectory: true)
            let inner = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0 else { throw .system("list", innerURL) }
            defer { close(inner) }
            for (innerName, innerStatus) in try entries(of: inner, at: innerURL) {
                try refuseIfForeign(innerStatus, named: "\(name)/\(innerName)")
            }
        }
    }

    /// Why an entry with `status` may have come from another user, or nil.
    static func foreignOwner(of status: stat) -> String? {
        status.st_uid == geteuid() ? nil : "it belongs to another user (uid \(status.st_uid))"
    }

    private static func refuseIfForeign(_ status: stat, named name: String) throws(StorageError) {
        var refusal = foreignOwner(of: status)
        // A link's own mode means nothing: it is never followed.
        if refusal == nil, status.st_mode & S_IFMT != S_IFLNK, status.st_mode & 0o022 != 0 {
            let who = status.st_mode & 0o002 != 0 ? "others" : "its group"
            refusal = "\(who) may write it (mode \(String(status.st_mode & 0o7777, radix: 8)))"
        }
        if let refusal { throw StorageError(operation: "trust", file: name, reason: refusal) }
    }

    /// The names in the directory open as `descriptor` (a name that is not UTF-8 shown with its
    /// bad bytes replaced) with their status, a link's own.
    private static func entries(of descriptor: Int32, at url: URL) throws(StorageError) -> [(String, stat)] {
        let listing = dup(descriptor)
        guard listing >= 0, let stream = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            throw .system("list", url)
        }
        defer { closedir(stream) }
        var found: [(String, stat)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            var status = stat()
            let looked = withUnsafeBytes(of: entry.pointee.d_name) { name in
                let name = name.baseAddress!.assumingMemoryBound(to: CChar.self)
                return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW)
            }
            // Gone since it was listed: nothing to trust or not.
            if looked != 0 { continue }
            found.append((String(decoding: bytes, as: UTF8.self), status))
        }
        return found
    }
}
