import Design

/// The actions the settings screens offer.
extension Screen.Action {
    /// Changing a setting, on every settings screen.
    static let changeSetting = Screen.Action(.settingsSet, title: "Change a setting")
    /// Opening a section by its deep link, on the list.
    static let openSection = Screen.Action(command: "open app://settings/SECTION", title: "Open a section")
    /// Signing out, on the account section.
    static let signOut = Screen.Action(.logout, title: "Sign out")
    /// Going back to the list, on every section.
    static let backToList = Screen.Action(.back, title: "Back to Settings")
}
