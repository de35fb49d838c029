import Foundation

/// A one-statement edit inside a function body (`_ = 0` before the body's first statement), the
/// kind of change that must not make a module's dependents recompile. `restore()` puts the file
/// back byte for byte.
struct BodyEdit {
    let file: URL
    let line: Int
    private let original: Data

    /// Edits the first function in the sorted Swift files under `folder` whose body starts with a
    /// `let`, `var` or `guard` statement (so the body is not a single implicit-return expression).
    init(firstFunctionUnder folder: URL) throws {
        for file in try Self.swiftFiles(under: folder) {
            let original = try Data(contentsOf: file)
            let lines = String(decoding: original, as: UTF8.self).components(separatedBy: "\n")
            guard let index = Self.editableLine(in: lines) else { continue }
            var edited = lines
            let indentation = lines[index].prefix { $0 == " " }
            edited.insert(indentation + "_ = 0", at: index)
            try Data(edited.joined(separator: "\n").utf8).write(to: file)
            self.file = file
            self.line = index + 1
            self.original = original
            return
        }
        throw BenchError("no function body to edit under \(folder.path)")
    }

    func restore() throws {
        try original.write(to: file)
    }

    /// The index of a statement that opens a function body.
    static func editableLine(in lines: [String]) -> Int? {
        for index in lines.indices.dropLast() {
            let header = lines[index].trimmingCharacters(in: .whitespaces)
            let body = lines[index + 1].trimmingCharacters(in: .whitespaces)
            let isFunction = header.contains("func ") && header.hasSuffix("{") && !header.hasPrefix("//")
            let opensWithStatement = ["let ", "var ", "guard "].contains { body.hasPrefix($0) }
            if isFunction, opensWithStatement { return index + 1 }
        }
        return nil
    }

    private static func swiftFiles(under folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw BenchError("cannot read \(folder.path)")
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
