/// A row with a left column (a label, an ID, a command) and right-column lines beside it.
struct TwoColumnLayout {
    let leftWidth: Int

    func lines(left: String, right: [String], in context: RenderContext) -> [String] {
        let indent = String(repeating: " ", count: RenderContext.indent)
        let rightIndent = String(repeating: " ", count: RenderContext.indent + leftWidth + RenderContext.gap)
        let left = left.singleLine
        guard left.columns <= leftWidth else {
            let leftLines = TextLayout.wrap(left, width: context.width - RenderContext.indent)
            return leftLines.map { indent + $0 } + right.map { rightIndent + $0 }
        }
        guard let first = right.first else { return [indent + left] }
        let gap = String(repeating: " ", count: RenderContext.gap)
        return [indent + TextLayout.pad(left, to: leftWidth) + gap + first]
            + right.dropFirst().map { rightIndent + $0 }
    }
}
