import AppCore

struct AppSnapshot: Equatable {
    let stateName: String
    let windows: [WindowID]
    let focusedWindow: WindowID
    let screenNames: [WindowID: String]
    var screenTexts: [WindowID: String] = [:]
    /// Each screen as the output shows it, where that differs (a value masked before it was laid out).
    var shownTexts: [WindowID: String] = [:]
}
