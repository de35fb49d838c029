import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a directory, every one usable as a path. An entry whose name is not UTF-8 (which
/// no `String` or `URL` can name, so nothing could read, delete or move it later) is moved aside
/// at once, under its name with the bad bytes replaced (see ``Quarantine``).
public struct DirectoryListing: Sendable {
    /// The entries' names (those moved aside under their new names).
    public var names: [String]
    /// Where each entry whose name was not UTF-8 went.
    public var movedAside: [URL]

    /// Lists `directory`, stamping what it moves aside with `now`.
    public init(_ directory: URL, now: Date) throws(StorageError) {
        guard let stream = opendir(directory.path) else { throw .system("list", directory) }
        var raw: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { raw.append(name) }
        }
        closedir(stream)
        names = []
        movedAside = []
        for bytes in raw {
            let name = String(decoding: bytes, as: UTF8.self)
            if Array(name.utf8) == bytes {
                names.append(name)
                continue
            }
            var path: [UInt8] = Array(directory.path.utf8)
            path.append(UInt8(ascii: "/"))
            path.append(contentsOf: bytes)
            path.append(0)
            let moved = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { path in
                    Quarantine.moveAside(path: path.baseAddress!, named: name, in: directory, now: now)
                }
            }
            guard let moved else { throw .system("move aside", directory.appendingPathComponent(name)) }
            names.append(moved.lastPathComponent)
            movedAside.append(moved)
        }
    }
}
