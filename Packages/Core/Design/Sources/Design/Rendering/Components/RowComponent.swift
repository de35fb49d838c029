/// One row, indented under its section: text wraps, labelled rows and items use two columns.
struct RowComponent {
    struct Columns {
        let label: Int
        let id: Int
    }

    let row: Screen.Row
    let columns: Columns

    func lines(in context: RenderContext) -> [String] {
        let indent = String(repeating: " ", count: RenderContext.indent)
        let labelled = TwoColumnLayout(leftWidth: columns.label)
        let rightWidth = context.rightColumnWidth(besides: columns.label)
        switch row {
        case .text(let text):
            return TextLayout.wrap(text, width: context.width - RenderContext.indent).map { indent + $0 }
        case .value(let label, let value):
            return labelled.lines(left: label, right: TextLayout.wrap(value, width: rightWidth), in: context)
        case .toggle(let label, let isOn):
            return labelled.lines(left: label, right: [isOn ? "[x] on" : "[ ] off"], in: context)
        case .choice(let label, let options, let selected):
            let pieces = options.map { FlowLayout.Piece(text: $0, isSelected: $0 == selected) }
            let right = FlowLayout(width: rightWidth).lines(pieces, in: context)
            return labelled.lines(left: label, right: right, in: context)
        case .item(let id, let title, let detail):
            let width = context.rightColumnWidth(besides: columns.id)
            let right =
                TextLayout.wrap(title, width: width)
                + TextLayout.wrap(detail ?? "", width: width).map { context.paint($0, .secondary) }
            return TwoColumnLayout(leftWidth: columns.id).lines(left: id, right: right, in: context)
        case .loading:
            return [indent + context.paint("Loading…", .secondary)]
        case .endOfList:
            return [indent + context.paint("End of list", .secondary)]
        }
    }
}
