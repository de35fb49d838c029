struct TabBarComponent {
    let tabBar: Screen.TabBar

    func lines(in context: RenderContext) -> [String] {
        let pieces = tabBar.items.map {
            FlowLayout.Piece(text: $0.title, isSelected: $0.id == tabBar.selected)
        }
        return [String(repeating: "-", count: context.width)]
            + FlowLayout(width: context.width).lines(pieces, in: context)
    }
}
