import AppCore
import Design

/// What LiveApp and FakeApp share: an app whose events are logged, driven one intent at a time,
/// each followed by `settle()` as the shell does after every line.
@MainActor
protocol AppDriver: AnyObject {
    var app: AppCoordinator { get }
    var log: EventLog { get }
}

extension AppDriver {
    var state: AppState { app.state }

    /// Events since the launch, or since the log was last cleared.
    var events: [AppEvent] { log.events }

    func screen(_ window: WindowID = .main) -> Screen? {
        app.screen(of: window)
    }

    func screenName(_ window: WindowID = .main) -> String? {
        screen(window)?.name
    }

    /// The IDs of the list entries window `window` shows (posts on a profile), top to bottom.
    func listedIDs(_ window: WindowID = .main) -> [String] {
        (screen(window)?.sections ?? []).flatMap(\.rows).compactMap { row in
            if case .item(let id, _, _) = row { id } else { nil }
        }
    }

    /// Every open window's screen, to prove an intent changed nothing.
    var allScreens: [WindowID: Screen?] {
        Dictionary(uniqueKeysWithValues: app.windows.map { ($0, app.screen(of: $0)) })
    }

    @discardableResult
    func perform(_ intent: UserIntent) async -> IntentResult {
        let result = await app.perform(intent)
        await app.settle()
        return result
    }

    func launch() async {
        await app.launch()
        await app.settle()
    }
}
