import Foundation

/// The files of a new feature package, read from a template folder (`Tools/ArchTools/Templates/
/// Feature`) whose paths and contents hold the placeholders of `FeatureName`.
struct FeatureTemplate {
    /// One file: its path inside the package and its contents.
    struct File: Equatable {
        let path: String
        let contents: String
    }

    /// The template's files, sorted by path.
    let files: [File]

    /// Reads every file below `folder`, skipping hidden ones.
    init(folder: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
        else { throw ArchToolsError("no feature template at \(folder.path)") }
        files = try Self.paths(in: folder, prefix: "").sorted().map { path in
            let url = folder.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ArchToolsError("\(url.path): cannot be read")
            }
            return File(path: path, contents: String(decoding: data, as: UTF8.self))
        }
        guard !files.isEmpty else { throw ArchToolsError("the feature template at \(folder.path) is empty") }
    }

    /// The files for `feature`, with a tab or none, sorted by path, placeholders filled in, with
    /// each Swift file's imports sorted again (the feature's own module sorts by its name).
    func rendered(for feature: FeatureName, withTab: Bool) -> [File] {
        let placeholders = feature.placeholders(withTab: withTab)
        return files.map { file in
            let contents = Self.fill(file.contents, with: placeholders)
            return File(
                path: Self.fill(file.path, with: placeholders),
                contents: file.path.hasSuffix(".swift")
                    ? Self.sortingFirstImportBlock(of: contents) : contents
            )
        }
        .sorted { $0.path < $1.path }
    }

    private static func fill(_ text: String, with placeholders: [(placeholder: String, value: String)])
        -> String
    {
        placeholders.reduce(text) { text, substitution in
            text.replacingOccurrences(of: substitution.placeholder, with: substitution.value)
        }
    }

    /// `text` with its first run of consecutive `import` lines in alphabetical order.
    private static func sortingFirstImportBlock(of text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("import ") }) else { return text }
        let end = lines[start...].firstIndex { !$0.hasPrefix("import ") } ?? lines.endIndex
        lines.replaceSubrange(start..<end, with: lines[start..<end].sorted())
        return lines.joined(separator: "\n")
    }

    private static func paths(in folder: URL, prefix: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try names.filter { !$0.hasPrefix(".") }.flatMap { name -> [String] in
            let url = folder.appendingPathComponent(name)
            let isFolder = try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true
            return isFolder ? try paths(in: url, prefix: prefix + name + "/") : [prefix + name]
        }
    }
}
