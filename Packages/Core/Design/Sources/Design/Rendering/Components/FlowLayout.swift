/// Short pieces (tabs, options) side by side, two spaces apart, running onto more lines when they do not fit.
struct FlowLayout {
    struct Piece {
        let text: String
        let isSelected: Bool
    }

    static let separator = "  "

    let width: Int

    func lines(_ pieces: [Piece], in context: RenderContext) -> [String] {
        var lines: [String] = []
        var current: [String] = []
        var used = 0
        for piece in pieces {
            let text = TextLayout.truncate(piece.isSelected ? "[\(piece.text)]" : piece.text, width: width)
            if !current.isEmpty && used + Self.separator.count + text.columns > width {
                lines.append(current.joined(separator: Self.separator))
                current = []
                used = 0
            }
            used += (current.isEmpty ? 0 : Self.separator.count) + text.columns
            current.append(piece.isSelected ? context.paint(text, .emphasis) : text)
        }
        if !current.isEmpty { lines.append(current.joined(separator: Self.separator)) }
        return lines
    }
}
