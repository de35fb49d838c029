import AppCore

/// One deep link's fate, as reported.
struct DeepLinkReport: Equatable {
    let url: String
    let outcome: DeepLinkOutcome
    let reason: String?
}

/// Views of an event list that tests compare against, spelled as the shell would print them.
extension [AppEvent] {
    /// State transitions as `from → to` names.
    var transitions: [String] {
        compactMap { if case .transition(let from, let to) = $0 { "\(from.name) → \(to.name)" } else { nil } }
    }

    /// Refused transitions as `from → to` names.
    var rejectedTransitions: [String] {
        compactMap {
            if case .rejectedTransition(let from, let to) = $0 { "\(from.name) → \(to.name)" } else { nil }
        }
    }

    /// The user-facing error messages, in order.
    var errorMessages: [String] {
        compactMap { if case .error(let message) = $0 { message } else { nil } }
    }

    /// What became of each deep link, in order.
    var deepLinks: [DeepLinkReport] {
        compactMap { event in
            guard case .deepLink(let url, let outcome, let reason) = event else { return nil }
            return DeepLinkReport(url: url, outcome: outcome, reason: reason)
        }
    }

    /// Window events as `<action> <window>`.
    var windowActions: [String] {
        compactMap { if case .window(let action, let id) = $0 { "\(action.rawValue) \(id)" } else { nil } }
    }

    /// The aggregate app phase after each phase change.
    var appPhases: [ScenePhase] {
        compactMap { if case .phase(_, _, let app) = $0 { app } else { nil } }
    }

    /// The screens counted as viewed (`screen_viewed`), in order.
    var viewedScreens: [String] {
        compactMap { event in
            guard case .analytics("screen_viewed", let properties) = event, case .string(let name)? = properties["screen"]
            else { return nil }
            return name
        }
    }

    /// The names of the analytics events tracked, in order.
    var analyticsNames: [String] {
        compactMap { if case .analytics(let name, _) = $0 { name } else { nil } }
    }
}

extension AppEvent {
    /// Whether this reports window `window` showing the screen named `name`.
    func shows(_ name: String, in window: WindowID) -> Bool {
        if case .screen(window, let screen) = self { screen.name == name } else { false }
    }

    /// Whether this counts a view of the screen named `name`.
    func countsView(of name: String) -> Bool {
        if case .analytics("screen_viewed", let properties) = self { properties["screen"] == .string(name) } else { false }
    }
}
