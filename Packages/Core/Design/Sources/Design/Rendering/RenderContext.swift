/// What every component lays out against: the width, the indentation of content, and the painter.
struct RenderContext {
    static let indent = 2
    static let gap = 2

    let width: Int
    let painter: Painter

    init(options: RenderOptions) {
        width = options.width
        painter = Painter(usesANSI: options.usesANSI)
    }

    func leftColumnWidth(fitting texts: [String]) -> Int {
        let widest = texts.map(\.singleLine.columns).max() ?? 0
        return min(widest, (width - Self.indent - Self.gap) / 2)
    }

    func rightColumnWidth(besides leftWidth: Int) -> Int {
        width - Self.indent - leftWidth - Self.gap
    }

    func paint(_ text: String, _ style: Painter.Style) -> String {
        painter.paint(text, style)
    }
}
