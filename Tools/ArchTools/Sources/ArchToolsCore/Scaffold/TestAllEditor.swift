import Foundation

/// Adds a package folder to the `packages=(…)` list of `Tools/test-all`, on its own line just
/// before the root package (`.`), which runs last.
enum TestAllEditor {
    static func adding(_ packagePath: String, to script: String) throws -> String {
        var lines = script.components(separatedBy: "\n")
        func isLine(_ index: Int, _ text: String) -> Bool {
            lines[index].trimmingCharacters(in: .whitespaces) == text
        }
        guard let open = lines.indices.first(where: { isLine($0, "packages=(") }),
            let close = lines.indices[(open + 1)...].first(where: { isLine($0, ")") }),
            let root = (open + 1..<close).first(where: { isLine($0, ".") })
        else {
            throw ArchToolsError(
                "Tools/test-all: cannot find its package list (`packages=(` … `.` … `)`, one folder a line)")
        }
        guard !(open + 1..<close).contains(where: { isLine($0, packagePath) }) else {
            throw ArchToolsError("Tools/test-all already lists \(packagePath)")
        }
        let indentation = String(lines[root].prefix { $0 == " " || $0 == "\t" })
        lines.insert(indentation + packagePath, at: root)
        return lines.joined(separator: "\n")
    }
}
