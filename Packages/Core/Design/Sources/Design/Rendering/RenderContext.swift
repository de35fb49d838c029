/// What every component lays out against: the width, the indentation of content, and the painter.
struct RenderContext {
    /// Columns before a row's content.
    static let indent = 2
    /// Columns between the two columns of a two-column row.
    static let gap = 2

    let width: Int
    let painter: Painter

    init(options: RenderOptions) {
        width = options.width
        painter = Painter(usesANSI: options.usesANSI)
    }

    /// The width of a left column that fits `texts`, capped so the right column keeps at least
    /// half of the row.
    func leftColumnWidth(fitting texts: [String]) -> Int {
        let widest = texts.map(\.singleLine.columns).max() ?? 0
        return min(widest, (width - Self.indent - Self.gap) / 2)
    }

    /// The width left for the right column next to a left column of `leftWidth`.
    func rightColumnWidth(besides leftWidth: Int) -> Int {
        width - Self.indent - leftWidth - Self.gap
    }

    func paint(_ text: String, _ style: Painter.Style) -> String {
        painter.paint(text, style)
    }
}
