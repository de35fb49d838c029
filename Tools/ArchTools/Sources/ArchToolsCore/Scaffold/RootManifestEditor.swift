/// Adds a new feature package to the root `Package.swift` by lines, so the rest stays as written:
/// `.package(path:)` in the package's dependencies and the feature's product in `AppCore`'s, each
/// on a line of its own after the features already listed.
enum RootManifestEditor {
    static func adding(_ feature: FeatureName, to manifest: String) throws -> String {
        var lines = ManifestText(manifest)
        let packages = try lines.packageDependencies()
        let appCore = try lines.appCoreDependencies()

        let packagePath = "Packages/Features/\(feature.name)"
        let productName = "\(feature.name)Feature"
        guard !packages.contains(where: { lines.packagePath(at: $0) == packagePath }) else {
            throw ArchToolsError("Package.swift already depends on \(packagePath)")
        }
        guard !appCore.contains(where: { lines.productName(at: $0) == productName }) else {
            throw ArchToolsError("Package.swift: AppCore already depends on \(productName)")
        }
        let packageAnchor =
            packages.last { lines.packagePath(at: $0)?.hasPrefix("Packages/Features/") == true }
            ?? packages.last { lines.packagePath(at: $0)?.hasPrefix("Packages/") == true }
        guard let packageAnchor else {
            throw ArchToolsError(
                "Package.swift: no `.package(path: \"Packages/…\")` in the package's dependencies")
        }
        let productAnchor =
            appCore.last { lines.productName(at: $0)?.hasSuffix("Feature") == true } ?? appCore.last
        guard let productAnchor else {
            throw ArchToolsError("Package.swift: the AppCore target's dependencies are empty")
        }

        // The later line first, so the earlier index stays valid.
        try lines.insert(
            ".product(name: \"\(productName)\", package: \"\(feature.name)\")", after: productAnchor)
        try lines.insert(".package(path: \"\(packagePath)\")", after: packageAnchor)
        return lines.text
    }
}

/// A manifest's lines, and the lists the editor changes: `dependencies: [` ending a line, then one
/// entry a line (comments allowed), then a line starting with `]`.
private struct ManifestText {
    private var lines: [String]

    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
    }

    var text: String { lines.joined(separator: "\n") }

    /// The entry lines of `Package(…)`'s own `dependencies:`, the one written before `targets:`.
    func packageDependencies() throws -> [Int] {
        guard let package = lines.firstIndex(where: { $0.contains("Package(") }) else {
            throw ArchToolsError("Package.swift: cannot find `let package = Package(`")
        }
        // The first of the package's `dependencies:` and `targets:`, on the `Package(` line or starting one.
        let labels = ["dependencies:", "targets:"]
        let opening = lines.indices[package...].first { index in
            index == package
                ? labels.contains { lines[index].contains($0) }
                : labels.contains { Self.code(of: lines[index]).hasPrefix($0) }
        }
        guard let opening, let dependencies = lines[opening].range(of: "dependencies:"),
            !lines[opening][..<dependencies.lowerBound].contains("targets:")
        else {
            throw ArchToolsError(
                "Package.swift: cannot find the package's `dependencies: [`, before its `targets:`")
        }
        return try entries(openedAt: opening, what: "the package's dependencies")
    }

    /// The entry lines of the `dependencies:` of the target named `AppCore`.
    func appCoreDependencies() throws -> [Int] {
        let named = { (line: String) in
            [#"name: "AppCore""#, #".target(name: "AppCore""#].contains { Self.code(of: line).hasPrefix($0) }
        }
        guard let name = lines.firstIndex(where: named) else {
            throw ArchToolsError("Package.swift: cannot find the AppCore target (`name: \"AppCore\"`)")
        }
        let next = lines[(name + 1)...].firstIndex { Self.startsTarget($0) } ?? lines.endIndex
        let opening = lines[name..<next].firstIndex { Self.code(of: $0).contains("dependencies:") }
        guard let opening else {
            throw ArchToolsError("Package.swift: cannot find the `dependencies: [` of the AppCore target")
        }
        return try entries(openedAt: opening, what: "the AppCore target's dependencies")
    }

    /// The lines between `opening` and the line closing its list that hold an entry's start.
    private func entries(openedAt opening: Int, what: String) throws -> [Int] {
        guard Self.code(of: lines[opening]).hasSuffix("dependencies: [") else {
            throw ArchToolsError(
                "Package.swift:\(opening + 1): write \(what) one a line after `dependencies: [`, "
                    + "so a new one can be added")
        }
        guard let closing = lines[(opening + 1)...].firstIndex(where: { Self.code(of: $0).hasPrefix("]") })
        else {
            throw ArchToolsError("Package.swift:\(opening + 1): \(what) never end with a line starting `]`")
        }
        var starts: [Int] = []
        var depth = 0
        for index in (opening + 1)..<closing {
            let code = Self.code(of: lines[index])
            if depth == 0, !code.isEmpty { starts.append(index) }
            depth += code.filter { $0 == "(" }.count - code.filter { $0 == ")" }.count
        }
        return starts
    }

    /// The path of the `.package(path: "…")` written on line `index`, if it is one.
    func packagePath(at index: Int) -> String? {
        Self.argument("path", of: ".package(", in: lines[index])
    }

    /// The product of the `.product(name: "…", …)` written on line `index`, if it is one.
    func productName(at index: Int) -> String? {
        Self.argument("name", of: ".product(", in: lines[index])
    }

    /// Puts `entry` on a line of its own after line `anchor`, indented like it; `anchor` gets the
    /// comma it may lack. An anchor that is not one whole entry cannot be followed safely.
    mutating func insert(_ entry: String, after anchor: Int) throws {
        let line = lines[anchor]
        let code = Self.code(of: line)
        guard Self.isOneEntry(code) else {
            throw ArchToolsError(
                "Package.swift:\(anchor + 1): write each dependency on its own line, so a new one can be added after it"
            )
        }
        let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
        if !code.hasSuffix(",") {
            let end = line.index(line.startIndex, offsetBy: indentation.count + code.count)
            lines[anchor].insert(",", at: end)
        }
        lines.insert(indentation + entry + ",", at: anchor + 1)
    }

    /// The line without its indentation, a trailing `//` comment and trailing spaces.
    private static func code(of line: String) -> String {
        var code = Substring(line.drop { $0 == " " || $0 == "\t" })
        var inString = false
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if character == "\"" { inString.toggle() }
            if !inString, code[index...].hasPrefix("//") {
                code = code[..<index]
                break
            }
            index = code.index(after: index)
        }
        return String(code.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// Whether `code` is exactly one entry of a list: a string literal or one whole call, and at
    /// most a comma after it.
    private static func isOneEntry(_ code: String) -> Bool {
        var rest = Substring(code)
        if rest.hasPrefix("\"") {
            guard let end = rest.dropFirst().firstIndex(of: "\"") else { return false }
            rest = rest[rest.index(after: end)...]
        } else {
            guard rest.hasPrefix("."), let open = rest.firstIndex(of: "(") else { return false }
            var depth = 0
            var inString = false
            var end: Substring.Index?
            for index in rest[open...].indices where end == nil {
                switch rest[index] {
                case "\"": inString.toggle()
                case "(" where !inString: depth += 1
                case ")" where !inString:
                    depth -= 1
                    if depth == 0 { end = index }
                default: break
                }
            }
            guard let end else { return false }
            rest = rest[rest.index(after: end)...]
        }
        return rest.isEmpty || rest == ","
    }

    /// The string literal labelled `label` in a line that is the call `call`.
    private static func argument(_ label: String, of call: String, in line: String) -> String? {
        let code = code(of: line)
        guard code.hasPrefix(call), let start = code.range(of: "\(label): \"")?.upperBound,
            let end = code[start...].firstIndex(of: "\"")
        else { return nil }
        return String(code[start..<end])
    }

    private static func startsTarget(_ line: String) -> Bool {
        let code = code(of: line)
        return [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin("].contains {
            code.hasPrefix($0)
        }
    }
}
