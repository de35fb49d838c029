import Design

@MainActor
struct LaunchView {
    var screen: Screen {
        Screen(name: "launch", title: "Welcome back", sections: [Screen.Section(rows: [.loading])])
    }
}
