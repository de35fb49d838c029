/// Writes the diagrams' data as Markdown tables, for the DocC articles, which cannot draw Mermaid
/// or DOT: the same graph and the same transition table, so the articles cannot drift from the
/// pictures.
enum MarkdownTableRenderer {
    /// One row per drawn module of the app's layers, top layer first: its group, its name and the
    /// modules it declares. The features share one row and are counted, not named, since only the
    /// app's `AppFeatures` names them. A `Tools/` fixture shows only where it is used.
    static func moduleTable(_ graph: ModuleGraph) -> String {
        let features = Set(graph.nodes.filter { $0.layer == .features }.map(\.name))
        var lines = ["| layer | module | uses |", "|---|---|---|"]
        for group in graph.groups {
            let nodes = group.nodes.filter { $0.layer != .tools }
            if nodes.first?.layer == .features {
                let uses = graph.edges.filter { features.contains($0.from) }
                lines.append(
                    row(group.title, "every feature (`AppFeatures` lists them)", uses, features: features))
                continue
            }
            for node in nodes {
                lines.append(
                    row(
                        group.title, "`\(node.name)`", graph.edges.filter { $0.from == node.name },
                        features: features))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A row of the module table: the modules `edges` lead to, each once, the features counted.
    private static func row(
        _ layer: String, _ module: String, _ edges: [ModuleGraph.Edge], features: Set<String>
    )
        -> String
    {
        var seen: Set<String> = []
        var uses = edges.filter { !features.contains($0.to) && seen.insert($0.to).inserted }
            .sorted { $0.to < $1.to }
            .map { $0.isFixture ? "`\($0.to)` (dev fixture)" : "`\($0.to)`" }
        let used = Set(edges.map(\.to)).intersection(features).count
        if used > 0 {
            uses.append(
                used == features.count ? "every feature" : "\(used) of the \(features.count) features")
        }
        return "| \(layer) | \(module) | \(uses.isEmpty ? "nothing of ours" : uses.joined(separator: ", ")) |"
    }

    /// One row per state: the states it may move to.
    static func stateTable(_ table: StateTable) -> String {
        var lines = ["| from | may move to |", "|---|---|"]
        for state in table.states {
            let targets = table.transitions.filter { $0.from == state }.map { "`\($0.to)`" }
            lines.append("| `\(state)` | \(targets.isEmpty ? "nothing" : targets.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n")
    }
}
