import Design

/// The commands the __TITLE__ screens offer.
extension Screen.Action {
    /// Opening someone's summary by its deep link, offered on the root.
    static let openSummary = Screen.Action(
        command: "open app://__SLUG__/USER_ID", title: "Show someone's summary")
    /// Asking for the full profile of the user on screen, offered on every screen.
    static let showFullProfile = Screen.Action(
        command: "__SLUG__ full-profile", title: "See the full profile")
    /// Going back to the screen below, offered above the root.
    static let back = Screen.Action(command: "back", title: "Go back")
}
