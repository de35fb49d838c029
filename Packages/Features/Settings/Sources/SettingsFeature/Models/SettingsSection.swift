import Models

/// A group of settings with a screen of its own (`settings:<section>`).
enum SettingsSection: String, CaseIterable {
    case notifications
    case appearance
    case privacy
    case account

    /// The section a route opens; nil for the root.
    init?(route: SettingsRoute) {
        switch route {
        case .root: return nil
        case .notifications: self = .notifications
        case .appearance: self = .appearance
        case .privacy: self = .privacy
        case .account: self = .account
        }
    }

    /// The route that opens the section.
    var route: SettingsRoute {
        switch self {
        case .notifications: .notifications
        case .appearance: .appearance
        case .privacy: .privacy
        case .account: .account
        }
    }

    /// The title shown for the section.
    var title: String {
        switch self {
        case .notifications: "Notifications"
        case .appearance: "Appearance"
        case .privacy: "Privacy"
        case .account: "Account"
        }
    }

    /// The settings the section changes, as `settings set` names them.
    var keys: [SettingsKey] {
        switch self {
        case .notifications: [.notificationsPush, .notificationsEmail]
        case .appearance: [.appearance]
        case .privacy: [.privacyProfile]
        case .account: []
        }
    }
}
