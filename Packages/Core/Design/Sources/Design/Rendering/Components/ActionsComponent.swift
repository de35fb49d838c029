struct ActionsComponent {
    let actions: [Screen.Action]

    func lines(in context: RenderContext) -> [String] {
        guard !actions.isEmpty else { return [] }
        let layout = TwoColumnLayout(leftWidth: context.leftColumnWidth(fitting: actions.map(\.command)))
        let titleWidth = context.rightColumnWidth(besides: layout.leftWidth)
        return [context.paint("Actions", .heading)]
            + actions.flatMap { action in
                layout.lines(
                    left: action.command, right: TextLayout.wrap(action.title, width: titleWidth), in: context
                )
            }
    }
}
