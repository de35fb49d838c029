import Foundation

/// A PEM file named on the command line, read whole up to a limit.
enum PEMFile {
    /// Far above a certificate chain or a key.
    static let byteLimit = 1 << 20

    /// The bytes of the file at `path`; refused, naming `option` and the path, when it is missing,
    /// unreadable or larger than the limit.
    static func read(_ path: String, for option: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Refusal("\(option) \(path): no readable file there")
        }
        defer { try? handle.close() }
        let data: Data?
        do {
            data = try handle.read(upToCount: byteLimit + 1)
        } catch {
            throw Refusal("\(option) \(path): it cannot be read (a folder?)")
        }
        guard let data, !data.isEmpty else { throw Refusal("\(option) \(path): it is empty") }
        guard data.count <= byteLimit else { throw Refusal("\(option) \(path): larger than 1 MiB") }
        return Array(data)
    }

    /// Why a file could not be used; its description is one line.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
