@testable import Design

/// A signed-in profile screen using every part of a screen.
let profileScreen = Screen(
    name: "profile",
    title: "Alice",
    sections: [
        Screen.Section(
            title: "Profile",
            rows: [
                .value(label: "Name", value: "Alice"),
                .value(
                    label: "Bio", value: "Curious about everything, especially sentences long enough to wrap."
                ),
                .value(label: "Posts", value: "45"),
            ]
        ),
        Screen.Section(
            title: "Posts",
            rows: [
                .item(id: "p45", title: "Forty-five", detail: "2 January 2026"),
                .item(id: "p9", title: "Nine"),
                .loading,
            ]
        ),
    ],
    actions: [
        Screen.Action(command: "posts more", title: "Load more posts"),
        Screen.Action(command: "post open ID", title: "Open a post"),
    ],
    banner: .error("Can't reach the server. Check your connection and try again."),
    tabBar: Screen.TabBar(
        items: [.init(id: "profile", title: "Profile"), .init(id: "settings", title: "Settings")],
        selected: "profile"
    )
)
