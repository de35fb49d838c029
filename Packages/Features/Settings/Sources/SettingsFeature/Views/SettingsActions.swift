import Design

/// The commands the settings screens offer.
extension Screen.Action {
    /// `settings set KEY VALUE`, offered on every settings screen.
    static let changeSetting = Screen.Action(command: "settings set KEY VALUE", title: "Change a setting")
    /// Opening a section by its deep link, offered on the list.
    static let openSection = Screen.Action(command: "open app://settings/SECTION", title: "Open a section")
    /// Signing out, offered on the account section.
    static let signOut = Screen.Action(command: "logout", title: "Sign out")
    /// Going back to the list, offered on every section.
    static let backToList = Screen.Action(command: "back", title: "Back to Settings")
}
