import Design

extension Screen.Action {
    static let changeSetting = Screen.Action(.settingsSet, title: "Change a setting")
    static let openSection = Screen.Action(command: "open app://settings/SECTION", title: "Open a section")
    static let signOut = Screen.Action(.logout, title: "Sign out")
    static let backToList = Screen.Action(.back, title: "Back to Settings")
}
