import Design

/// What the app last reported each open window showing, and the screen each last showed anew, so
/// a window's screen is reported once per change and counted as viewed once per showing.
struct ShownScreens {
    private var reported: [WindowID: Screen] = [:]
    private var shownNames: [WindowID: String] = [:]

    /// Takes in what the open windows show now (a window left out has closed). Returns the screens
    /// that changed, and the names of the screens that a window did not show before.
    mutating func update(
        _ screens: [(window: WindowID, screen: Screen)]
    ) -> (changed: [(window: WindowID, screen: Screen)], newlyShown: [String]) {
        let open = Set(screens.map(\.window))
        reported = reported.filter { open.contains($0.key) }
        shownNames = shownNames.filter { open.contains($0.key) }
        var changed: [(window: WindowID, screen: Screen)] = []
        var newlyShown: [String] = []
        for (window, screen) in screens {
            if reported[window] != screen {
                reported[window] = screen
                changed.append((window, screen))
            }
            if shownNames[window] != screen.name {
                shownNames[window] = screen.name
                newlyShown.append(screen.name)
            }
        }
        return (changed, newlyShown)
    }
}
