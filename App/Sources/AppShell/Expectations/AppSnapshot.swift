import AppCore

/// The app as an `expect` line sees it at one moment.
struct AppSnapshot: Equatable {
    /// The app state's name (`authenticated`).
    let stateName: String
    /// The open windows, main first.
    let windows: [WindowID]
    /// The window with focus.
    let focusedWindow: WindowID
    /// The name of the screen each open window shows.
    let screenNames: [WindowID: String]
    /// The text each open window's screen renders to, as `print` shows it.
    var screenTexts: [WindowID: String] = [:]
}
