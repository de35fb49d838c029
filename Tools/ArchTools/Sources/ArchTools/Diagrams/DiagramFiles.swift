import Foundation

/// A file `diagrams` maintains, with the content it should have.
struct GeneratedFile: Equatable, Sendable {
    /// Relative to the repo root.
    let path: String
    let content: String
}

/// Which files hold which diagram, and how to bring them up to date or check them.
enum DiagramFiles {
    static let page = "docs/architecture.md"
    static let moduleGraph = "docs/diagrams/modules.dot"
    static let stateDiagram = "docs/diagrams/app-state.dot"

    /// The files as they should be under `root`: the DOT files, and the page with its generated
    /// blocks filled in. Without a state table, the state diagram is left as it is.
    static func expected(graph: ModuleGraph, stateTable: StateTable?, root: URL) throws
        -> [GeneratedFile]
    {
        let pageURL = root.appendingPathComponent(page)
        guard let data = FileManager.default.contents(atPath: pageURL.path) else {
            throw ArchToolsError(
                "\(page) is missing: it holds the hand-written intro and the generated blocks")
        }
        var pageText = try GeneratedBlock.replace(
            "module-graph", in: String(decoding: data, as: UTF8.self),
            with: fenced(MermaidRenderer.moduleGraph(graph)), pagePath: page
        )
        var files = [GeneratedFile(path: moduleGraph, content: DOTRenderer.moduleGraph(graph))]
        if let stateTable {
            pageText = try GeneratedBlock.replace(
                "app-state", in: pageText, with: fenced(MermaidRenderer.stateDiagram(stateTable)),
                pagePath: page
            )
            files.append(GeneratedFile(path: stateDiagram, content: DOTRenderer.stateDiagram(stateTable)))
        }
        return [GeneratedFile(path: page, content: pageText)] + files
    }

    /// The paths of `files` whose content under `root` differs (or that do not exist).
    static func stale(_ files: [GeneratedFile], root: URL) -> [String] {
        files.filter { file in
            FileManager.default.contents(atPath: root.appendingPathComponent(file.path).path)
                != Data(file.content.utf8)
        }.map(\.path)
    }

    /// Writes the stale files of `files` under `root`; returns their paths.
    static func write(_ files: [GeneratedFile], root: URL) throws -> [String] {
        let changed = stale(files, root: root)
        for file in files where changed.contains(file.path) {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try Data(file.content.utf8).write(to: url, options: .atomic)
        }
        return changed
    }

    private static func fenced(_ mermaid: String) -> String {
        "```mermaid\n\(mermaid)\n```"
    }
}
