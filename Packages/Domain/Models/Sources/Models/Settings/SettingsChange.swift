/// One edit to the settings, parsed from a key and a value as `settings set KEY VALUE` writes them.
public enum SettingsChange: Equatable, Sendable {
    case pushNotifications(Bool)
    case emailNotifications(Bool)
    case appearance(Settings.Appearance)
    case profileVisibility(Settings.ProfileVisibility)

    /// Parses a key and a value; throws if the key is unknown or the value is not one it accepts.
    public init(key: String, value: String) throws(SettingsChangeError) {
        guard let settingsKey = SettingsKey(rawValue: key) else { throw .unknownKey(key) }
        try self.init(key: settingsKey, value: value)
    }

    /// Parses a value for a known key; throws if the value is not one the key accepts.
    public init(key: SettingsKey, value: String) throws(SettingsChangeError) {
        let invalid = SettingsChangeError.invalidValue(value, key: key)
        switch key {
        case .notificationsPush:
            guard let isOn = SettingsKey.switchState(value) else { throw invalid }
            self = .pushNotifications(isOn)
        case .notificationsEmail:
            guard let isOn = SettingsKey.switchState(value) else { throw invalid }
            self = .emailNotifications(isOn)
        case .appearance:
            guard let appearance = Settings.Appearance(rawValue: value) else { throw invalid }
            self = .appearance(appearance)
        case .privacyProfile:
            guard let visibility = Settings.ProfileVisibility(rawValue: value) else { throw invalid }
            self = .profileVisibility(visibility)
        }
    }

    /// The setting this change edits.
    public var key: SettingsKey {
        switch self {
        case .pushNotifications: .notificationsPush
        case .emailNotifications: .notificationsEmail
        case .appearance: .appearance
        case .profileVisibility: .privacyProfile
        }
    }

    /// The new value, spelled as `settings set` takes it.
    public var value: String {
        switch self {
        case .pushNotifications(let isOn), .emailNotifications(let isOn): SettingsKey.switchValue(isOn)
        case .appearance(let appearance): appearance.rawValue
        case .profileVisibility(let visibility): visibility.rawValue
        }
    }

    /// The settings with this change made.
    public func applied(to settings: Settings) -> Settings {
        switch self {
        case .pushNotifications(let isOn): settings.with(pushNotifications: isOn)
        case .emailNotifications(let isOn): settings.with(emailNotifications: isOn)
        case .appearance(let appearance): settings.with(appearance: appearance)
        case .profileVisibility(let visibility): settings.with(profileVisibility: visibility)
        }
    }
}
