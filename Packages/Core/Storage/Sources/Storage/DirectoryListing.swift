import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a directory, every one usable as a path.
public struct DirectoryListing: Sendable {
    /// The entries' names (those moved aside under their new names).
    public var names: [String] = []
    /// The new names of the entries whose names were not UTF-8.
    public var movedAside: [String] = []

    /// Lists `directory`, stamping what it moves aside with `now`.
    public init(_ directory: URL, now: Date) throws(StorageError) {
        guard let stream = opendir(directory.path) else { throw .system("list", directory) }
        var raw: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { raw.append(name) }
        }
        closedir(stream)
        for bytes in raw {
            let name = String(decoding: bytes, as: UTF8.self)
            if Array(name.utf8) == bytes {
                names.append(name)
            } else if let moved = Self.moveAside(bytes, shownAs: name, in: directory, now: now) {
                names.append(moved)
                movedAside.append(moved)
            }
        }
    }

    private static func moveAside(_ bytes: [UInt8], shownAs name: String, in directory: URL, now: Date)
        -> String?
    {
        var path: [UInt8] = Array(directory.path.utf8)
        path.append(UInt8(ascii: "/"))
        path.append(contentsOf: bytes)
        path.append(0)
        return path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { path in
                Quarantine.moveAside(path: path.baseAddress!, named: name, in: directory, now: now)
            }
        }
    }
}
