/// A user's settings as stored: the wire `Settings` after validation.
struct UserSettings: Codable, Equatable {
    enum Appearance: String, Codable, CaseIterable {
        case light, dark, system
    }

    enum ProfileVisibility: String, Codable, CaseIterable {
        case `public`, `private`
    }

    var pushNotifications = true
    var emailNotifications = false
    var appearance = Appearance.system
    var profileVisibility = ProfileVisibility.public

    var wire: Settings {
        Settings(
            notifications: .init(push: pushNotifications, email: emailNotifications),
            appearance: appearance.rawValue,
            privacy: .init(profile: profileVisibility.rawValue)
        )
    }
}
