import Design

/// The list screen: each item on a row, and what can be done here.
@MainActor
struct __NAME__ListView {
    let controller: __NAME__ListController
    /// Whether the list sits above the root of its stack, so `back` is offered.
    let isPushed: Bool

    var screen: Screen {
        Screen(
            name: __NAME__Route.list.screenName,
            title: "__TITLE__",
            sections: [Screen.Section(rows: rows)],
            actions: [.openItem, .showProfile] + (isPushed ? [.goBack] : []),
            banner: controller.loading.errorMessage.map(Screen.Banner.error)
        )
    }

    private var rows: [Screen.Row] {
        let items = controller.items.map {
            Screen.Row.item(id: $0.id.rawValue, title: $0.title, detail: $0.detail)
        }
        return controller.loading.isRunning && !controller.hasLoaded ? items + [.loading] : items
    }
}

extension Screen.Action {
    static let openItem = Screen.Action(.__CAMEL__Open, title: "Open an item")
    static let showProfile = Screen.Action(.__CAMEL__Profile, title: "See your profile")
    static let goBack = Screen.Action(.back, title: "Go back")
}
