import Foundation

/// The run's figures as one table, for the terminal (aligned columns) and for the page (Markdown).
public struct ResultTable: Sendable {
    private static let header = ["figure", "value", "target", "result"]

    let sections: [FigureSection]

    /// A table of `sections`, in order.
    public init(_ sections: [FigureSection]) {
        self.sections = sections
    }

    /// Aligned plain-text columns, a line above each section's figures.
    public var text: String {
        let rows = sections.flatMap { $0.figures.map(Self.cells) }
        let widths = Self.header.indices.map { column in
            (rows + [Self.header]).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }
        var lines = [line(Self.header), line(widths.map { String(repeating: "-", count: $0) })]
        for section in sections {
            lines.append(section.title)
            lines += section.figures.map { "  " + line(Self.cells($0)) }
        }
        return lines.joined(separator: "\n")
    }

    /// A Markdown table, a bold row above each section's figures.
    public var markdown: String {
        var lines = ["| " + Self.header.joined(separator: " | ") + " |", "|---|---:|---:|---|"]
        for section in sections {
            lines.append("| **\(section.title)** | | | |")
            lines += section.figures.map { "| " + Self.cells($0).map(Self.escaped).joined(separator: " | ") + " |" }
        }
        return lines.joined(separator: "\n")
    }

    private static func cells(_ figure: Figure) -> [String] {
        [figure.name, figure.valueText, figure.targetText, figure.verdict.rawValue]
    }

    private static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
