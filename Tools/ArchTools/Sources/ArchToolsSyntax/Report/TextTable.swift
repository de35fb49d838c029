/// A table printed as aligned plain text or as Markdown.
struct TextTable {
    let header: [String]
    /// Columns whose cells are numbers, right-aligned.
    let numericColumns: Set<Int>
    var rows: [[String]] = []

    var plainText: String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numericColumns.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").replacing(/\s+$/, with: "")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([render(header), rule] + rows.map(render)).joined(separator: "\n")
    }

    var markdown: String {
        let alignment = header.indices.map { numericColumns.contains($0) ? "---:" : "---" }
        return ([header, alignment] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
            .joined(separator: "\n")
    }
}
