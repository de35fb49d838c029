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
    /// AppCore's DocC articles, which hold the same graph and table as Markdown tables. Each is
    /// filled when it exists: a tree without them (a fixture, a copy) has nothing to keep.
    static let architectureArticle = "App/Sources/AppCore/AppCore.docc/ArchitectureAtAGlance.md"
    static let stateArticle = "App/Sources/AppCore/AppCore.docc/AppStateMachine.md"

    /// The files as they should be under `root`: the DOT files, the page with its generated blocks
    /// filled in, and the articles that exist with theirs. Without a state table, the state
    /// diagram and its article are left as they are.
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
        // The picture leaves out the edges a longer path implies; the table beside it keeps them all.
        if pageText.contains("<!-- BEGIN GENERATED: module-table") {
            pageText = try GeneratedBlock.replace(
                "module-table", in: pageText, with: MarkdownTableRenderer.moduleTable(graph), pagePath: page)
        }
        var files = [GeneratedFile(path: moduleGraph, content: DOTRenderer.moduleGraph(graph))]
        if let stateTable {
            pageText = try GeneratedBlock.replace(
                "app-state", in: pageText, with: fenced(MermaidRenderer.stateDiagram(stateTable)),
                pagePath: page
            )
            files.append(GeneratedFile(path: stateDiagram, content: DOTRenderer.stateDiagram(stateTable)))
        }
        if let article = try article(
            architectureArticle, block: "module-table", with: MarkdownTableRenderer.moduleTable(graph),
            root: root)
        {
            files.append(article)
        }
        if let stateTable,
            let article = try article(
                stateArticle, block: "app-state-table", with: MarkdownTableRenderer.stateTable(stateTable),
                root: root)
        {
            files.append(article)
        }
        return [GeneratedFile(path: page, content: pageText)] + files
    }

    /// The article at `path` with `block` filled with `content`; nil when there is no such file.
    private static func article(_ path: String, block: String, with content: String, root: URL) throws
        -> GeneratedFile?
    {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            return nil
        }
        let text = try GeneratedBlock.replace(
            block, in: String(decoding: data, as: UTF8.self), with: content, pagePath: path)
        return GeneratedFile(path: path, content: text)
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
