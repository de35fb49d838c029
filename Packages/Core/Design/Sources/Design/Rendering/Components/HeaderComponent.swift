struct HeaderComponent {
    let title: String
    let name: String

    func lines(in context: RenderContext) -> [String] {
        let name = TextLayout.truncate(name, width: context.width / 2)
        let titleWidth = name.isEmpty ? context.width : context.width - name.columns - 1
        let title = TextLayout.truncate(title, width: titleWidth)
        let spacing = String(repeating: " ", count: context.width - title.columns - name.columns)
        return [
            context.paint(title, .title) + spacing + context.paint(name, .secondary),
            String(repeating: "=", count: context.width),
        ]
    }
}
