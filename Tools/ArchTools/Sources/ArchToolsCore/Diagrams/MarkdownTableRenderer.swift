/// Writes the diagrams' data as Markdown tables, for the DocC articles, which cannot draw Mermaid
/// or DOT: the same graph and the same transition table, so the articles cannot drift from the
/// pictures.
enum MarkdownTableRenderer {
    /// One row per drawn module of the app's layers, top layer first: its group, its name and the
    /// modules it declares. A `Tools/` fixture shows only where it is used: the graph does not
    /// follow its own dependencies.
    static func moduleTable(_ graph: ModuleGraph) -> String {
        var lines = ["| layer | module | uses |", "|---|---|---|"]
        for group in graph.groups {
            for node in group.nodes where node.layer != .tools {
                let uses = graph.edges.filter { $0.from == node.name }.map { edge in
                    edge.isFixture ? "`\(edge.to)` (dev fixture)" : "`\(edge.to)`"
                }
                lines.append(
                    "| \(group.title) | `\(node.name)` | \(uses.isEmpty ? "nothing of ours" : uses.joined(separator: ", ")) |"
                )
            }
        }
        return lines.joined(separator: "\n")
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
