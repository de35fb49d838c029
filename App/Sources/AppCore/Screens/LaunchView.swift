import Design

/// The launch screen, shown while the stored session is restored and checked.
@MainActor
struct LaunchView {
    var screen: Screen {
        Screen(name: "launch", title: "Welcome back", sections: [Screen.Section(rows: [.loading])])
    }
}
