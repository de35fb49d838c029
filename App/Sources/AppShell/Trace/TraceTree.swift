import Design
import Foundation

struct TraceTree {
    static let nameWidth = 64

    private let spans: [TracedSpan]
    private let children: [String: [TracedSpan]]

    init(_ spans: [TracedSpan]) {
        self.spans = spans
        self.children = Dictionary(grouping: spans.filter { $0.parentID != nil }) { $0.parentID ?? "" }
            .mapValues { $0.sorted { $0.start < $1.start } }
    }

    var lines: [String] {
        let ids = Set(spans.map(\.id))
        let roots = spans.filter { $0.parentID.map { !ids.contains($0) } ?? true }.sorted {
            $0.start < $1.start
        }
        var rows: [Row] = []
        for root in roots {
            add(root, prefix: "", branch: "", to: &rows)
        }
        let width = min(Self.nameWidth, rows.map(\.label.count).max() ?? 0)
        let moduleWidth = rows.map(\.module.count).max() ?? 0
        return rows.map { row in
            guard !row.module.isEmpty || row.time != nil else { return row.label }
            let label = row.label.count > width ? row.label.prefix(width - 1) + "…" : row.label
            let padded = label.padding(toLength: width, withPad: " ", startingAt: 0)
            let module = row.module.padding(toLength: moduleWidth, withPad: " ", startingAt: 0)
            return "\(padded)  \(module)  \(row.time ?? "")".trimmingTrailingSpaces
        }
    }

    private struct Row {
        let label: String
        var module = ""
        var time: String?
    }

    private enum Item {
        case span(TracedSpan)
        case event(TracedSpan.Event)

        var at: UInt64 {
            switch self {
            case .span(let span): span.start
            case .event(let event): event.at
            }
        }
    }

    private func add(_ span: TracedSpan, prefix: String, branch: String, to rows: inout [Row]) {
        rows.append(
            Row(
                label: prefix + branch + Self.label(of: span), module: span.module,
                time: Self.time(span.nanoseconds)))
        let items = ((children[span.id] ?? []).map(Item.span) + span.events.map(Item.event)).sorted {
            $0.at < $1.at
        }
        let inner = prefix + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
        for (index, item) in items.enumerated() {
            let branch = index == items.count - 1 ? "└─ " : "├─ "
            switch item {
            case .span(let child): add(child, prefix: inner, branch: branch, to: &rows)
            case .event(let event): rows.append(Row(label: inner + branch + "· " + Self.safe(event.name)))
            }
        }
    }

    private static func label(of span: TracedSpan) -> String {
        var label = safe(span.name)
        if case .int(let status) = span.attribute("http.response.status_code") {
            label += " → \(status)"
        }
        if span.failed {
            if case .text(let error) = span.attribute("error.type") {
                label += " ✗ " + safe(error)
            } else {
                label += " ✗"
            }
        }
        return label
    }

    private static func time(_ nanoseconds: UInt64) -> String {
        String(format: "%.1f ms", Double(nanoseconds) / 1_000_000)
    }

    private static func safe(_ text: String) -> String {
        TextRenderer.terminalSafeLine(String(text.prefix(nameWidth * 2)))
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
