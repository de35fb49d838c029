/// A section's heading, then its rows; labels and item IDs each line up in a column.
struct SectionComponent {
    let section: Screen.Section

    func lines(in context: RenderContext) -> [String] {
        let heading = section.title.map { TextLayout.wrap($0, width: context.width) } ?? []
        let rows = RowComponent.Columns(
            label: context.leftColumnWidth(fitting: section.rows.compactMap(\.label)),
            id: context.leftColumnWidth(fitting: section.rows.compactMap(\.itemID))
        )
        return heading.map { context.paint($0, .heading) }
            + section.rows.flatMap { RowComponent(row: $0, columns: rows).lines(in: context) }
    }
}

extension Screen.Row {
    fileprivate var label: String? {
        switch self {
        case .value(let label, _), .toggle(let label, _), .choice(let label, _, _): label
        case .text, .item, .loading, .endOfList: nil
        }
    }

    fileprivate var itemID: String? {
        if case .item(let id, _, _) = self { id } else { nil }
    }
}
