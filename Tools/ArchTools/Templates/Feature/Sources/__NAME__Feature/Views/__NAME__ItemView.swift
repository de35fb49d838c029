import Design

/// An item's screen: its title and detail.
@MainActor
struct __NAME__ItemView {
    let controller: __NAME__ItemController
    /// Whether the item sits above the root of its stack, so `back` is offered.
    let isPushed: Bool

    var screen: Screen {
        Screen(
            name: __NAME__Route.item(id: controller.itemID).screenName,
            title: controller.item?.title ?? "__TITLE__",
            sections: rows.isEmpty ? [] : [Screen.Section(rows: rows)],
            actions: [.showProfile] + (isPushed ? [.goBack] : []),
            banner: controller.loading.errorMessage.map(Screen.Banner.error)
        )
    }

    private var rows: [Screen.Row] {
        guard let item = controller.item else { return controller.loading.isRunning ? [.loading] : [] }
        return [.text(item.detail)]
    }
}
