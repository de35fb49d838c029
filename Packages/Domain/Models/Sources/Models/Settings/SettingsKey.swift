/// The name of each setting, as `settings set KEY VALUE` and the Settings feature spell it.
/// Notifications take `on` or `off`; the others the raw values of their setting's enum.
public enum SettingsKey: String, Equatable, Sendable, CaseIterable {
    case notificationsPush = "notifications.push"
    case notificationsEmail = "notifications.email"
    case appearance
    case privacyProfile = "privacy.profile"

    /// The values the key accepts, in the order to list them.
    public var allowedValues: [String] {
        switch self {
        case .notificationsPush, .notificationsEmail: [Self.switchValue(true), Self.switchValue(false)]
        case .appearance: Settings.Appearance.allCases.map(\.rawValue)
        case .privacyProfile: Settings.ProfileVisibility.allCases.map(\.rawValue)
        }
    }

    static func switchValue(_ isOn: Bool) -> String {
        isOn ? "on" : "off"
    }

    static func switchState(_ value: String) -> Bool? {
        switch value {
        case "on": true
        case "off": false
        default: nil
        }
    }
}

extension Settings {
    /// The current value of a setting, spelled as `settings set` takes it (`on`, `dark`, `private`).
    public func value(for key: SettingsKey) -> String {
        switch key {
        case .notificationsPush: SettingsKey.switchValue(notifications.push)
        case .notificationsEmail: SettingsKey.switchValue(notifications.email)
        case .appearance: appearance.rawValue
        case .privacyProfile: privacy.profile.rawValue
        }
    }
}
