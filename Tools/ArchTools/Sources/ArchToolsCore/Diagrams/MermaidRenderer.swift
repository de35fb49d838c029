/// Draws the diagrams as Mermaid, for the Markdown docs.
enum MermaidRenderer {
    static func moduleGraph(_ graph: ModuleGraph) -> String {
        var lines = ["flowchart TD"]
        for (index, group) in graph.groups.enumerated() {
            lines.append("    subgraph group\(index)[\"\(group.title)\"]")
            lines += group.nodes.map { "        \(node($0.name))" }
            lines.append("    end")
        }
        lines += graph.drawnEdges.map { edge in
            "    \(identifier(edge.from)) \(edge.isFixture ? "-.->" : "-->") \(identifier(edge.to))"
        }
        return lines.joined(separator: "\n")
    }

    static func stateDiagram(_ table: StateTable) -> String {
        var lines = ["stateDiagram-v2"]
        lines += table.states.map { "    state \"\($0)\" as \(identifier($0))" }
        if let initial = table.initial {
            lines.append("    [*] --> \(identifier(initial))")
        }
        lines += table.transitions.map { "    \(identifier($0.from)) --> \(identifier($0.to))" }
        return lines.joined(separator: "\n")
    }

    private static func node(_ name: String) -> String {
        identifier(name) == name ? name : "\(identifier(name))[\"\(name)\"]"
    }

    /// A Mermaid-safe id: letters, digits and underscores.
    private static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
