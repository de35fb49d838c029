/// Lists a new feature in the app's composition root, `AppFeatures.swift`, by lines: its import in
/// order, and its registration last in `all` (so its tab comes last). The feature brings its own
/// services, built from what the app offers every feature, so nothing else is added.
enum AppFeaturesEditor {
    /// Where the file is, relative to the repo root.
    static let path = "App/Sources/AppCore/Composition/AppFeatures.swift"

    static func adding(_ feature: FeatureName, to source: String) throws -> String {
        var lines = source.components(separatedBy: "\n")
        let module = "\(feature.name)Feature"
        let importLine = "import \(module)"
        let registration = "AnyFeature(\(module).registration),"
        if let line = lines.firstIndex(where: { line in [importLine, registration].contains(line.trimmed) }) {
            throw ArchToolsError("\(path):\(line + 1): \(module) is listed already")
        }
        guard let all = lines.firstIndex(where: { $0.trimmed.hasPrefix("static let all:") }),
            lines[all].trimmed.hasSuffix("= [")
        else {
            throw ArchToolsError("\(path): cannot find `static let all: [AnyFeature] = [` ending a line")
        }
        guard let close = lines[(all + 1)...].firstIndex(where: { $0.trimmed.hasPrefix("]") }) else {
            throw ArchToolsError(
                "\(path):\(all + 1): the list of features never ends with a line starting `]`")
        }
        guard let last = (all + 1..<close).last(where: { !lines[$0].trimmed.isEmpty }) else {
            throw ArchToolsError("\(path):\(all + 1): the list of features is empty")
        }

        // From the bottom up, so each index found above stays valid.
        let indentation = String(lines[last].prefix { $0 == " " })
        if !lines[last].trimmed.hasSuffix(",") {
            lines[last] += ","
        }
        lines.insert(indentation + registration, at: last + 1)
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") && $0 < all }
        guard let lastImport = imports.last else {
            throw ArchToolsError("\(path): has no `import` lines to add `\(importLine)` to")
        }
        let position = imports.first { lines[$0] > importLine } ?? lastImport + 1
        lines.insert(importLine, at: position)
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The line without the spaces around it.
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
