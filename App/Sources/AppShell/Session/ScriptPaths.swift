import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scripts `app-shell run` names: each path as given, a directory as its `*.txt` files sorted by
/// name (regular files and links to them).
enum ScriptPaths {
    static let limit = 1_000

    struct Expansion: Equatable {
        let scripts: [String]
        let namedDirectory: Bool
    }

    static func expand(_ paths: [String]) throws(ShellError) -> Expansion {
        var scripts: [String] = []
        var namedDirectory = false
        for path in paths {
            if isDirectory(path) {
                namedDirectory = true
                let found = try self.scripts(in: path)
                guard !found.isEmpty else { throw ShellError("the folder \(path) holds no script (*.txt)") }
                scripts += found
            } else {
                scripts.append(path)
            }
            guard scripts.count <= limit else {
                throw ShellError("more than \(limit) scripts in one run; run them in smaller groups")
            }
        }
        return Expansion(scripts: scripts, namedDirectory: namedDirectory)
    }

    private static func scripts(in directory: String) throws(ShellError) -> [String] {
        guard let handle = opendir(directory) else {
            throw ShellError("cannot read the folder \(directory): \(String(cString: strerror(errno)))")
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes.first != UInt8(ascii: "."), bytes.count > 4,
                bytes.suffix(4).elementsEqual(".txt".utf8)
            else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                throw ShellError("the folder \(directory) holds a script whose name is not UTF-8 text")
            }
            guard try isScript(joined(directory, name)) else { continue }
            names.append(name)
            guard names.count <= limit else {
                throw ShellError("more than \(limit) scripts in one run; run them in smaller groups")
            }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { joined(directory, $0) }
    }

    private static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return path != "-" && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether the entry is a regular file or a link to one; one that cannot be told (a link that
    /// loops, or leads nowhere) is refused rather than passed over in silence.
    private static func isScript(_ path: String) throws(ShellError) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason =
                switch errno {
                case ELOOP: "a link that loops"
                case ENOENT: "a link to nothing"
                default: "an entry that cannot be read (\(String(cString: strerror(errno))))"
                }
            throw ShellError("the script \(path) is \(reason)")
        }
        return info.st_mode & S_IFMT == S_IFREG
    }
}
