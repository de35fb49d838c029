import AppCore

/// The app as an `expect` line sees it at one moment.
struct AppSnapshot: Equatable {
    let stateName: String
    let windows: [WindowID]
    let focusedWindow: WindowID
    let screenNames: [WindowID: String]
    var screenTexts: [WindowID: String] = [:]
}
