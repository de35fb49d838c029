import Testing

@testable import Design

private let tabs = Screen.TabBar(
    items: [.init(id: "profile", title: "Profile"), .init(id: "settings", title: "Settings")],
    selected: "settings"
)

@Test func tabBarFollowsTheContentUnderARuleWithTheSelectedTabBracketed() {
    let screen = Screen(
        name: "settings", title: "Settings", sections: [.init(rows: [.text("Body")])], tabBar: tabs)
    #expect(
        render(screen, width: 24) == """
            Settings        settings
            ========================

              Body

            ------------------------
            Profile  [Settings]
            """
    )
}

@Test func tabBarWithAnUnknownSelectionBracketsNoTab() {
    let screen = Screen(name: "x", title: "X").with(
        tabBar: Screen.TabBar(items: tabs.items, selected: "inbox")
    )
    #expect(render(screen, width: 24).hasSuffix("\n------------------------\nProfile  Settings"))
}

@Test func tabBarRunsOntoAnotherLineWhenTabsDoNotFit() {
    let items = ["Profile", "Settings", "Notifications"].map {
        Screen.TabBar.Item(id: $0.lowercased(), title: $0)
    }
    let screen = Screen(name: "x", title: "X", tabBar: Screen.TabBar(items: items, selected: "profile"))
    #expect(render(screen, width: 24).hasSuffix("\n[Profile]  Settings\nNotifications"))
}
