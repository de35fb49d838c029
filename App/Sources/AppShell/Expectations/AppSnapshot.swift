import AppCore

struct AppSnapshot: Equatable {
    let stateName: String
    let windows: [WindowID]
    let focusedWindow: WindowID
    let screenNames: [WindowID: String]
    var screenTexts: [WindowID: String] = [:]
}
