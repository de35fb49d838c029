/// The signed-in user's preferences: notifications, appearance and profile privacy.
public struct Settings: Codable, Equatable, Sendable {
    /// Which notifications the user receives.
    public let notifications: Notifications
    /// The colour scheme.
    public let appearance: Appearance
    /// Who may see what.
    public let privacy: Privacy

    /// Creates settings.
    public init(notifications: Notifications, appearance: Appearance, privacy: Privacy) {
        self.notifications = notifications
        self.appearance = appearance
        self.privacy = privacy
    }

    /// A copy with push notifications turned on or off.
    public func with(pushNotifications: Bool) -> Settings {
        Settings(
            notifications: Notifications(push: pushNotifications, email: notifications.email),
            appearance: appearance,
            privacy: privacy
        )
    }

    /// A copy with email notifications turned on or off.
    public func with(emailNotifications: Bool) -> Settings {
        Settings(
            notifications: Notifications(push: notifications.push, email: emailNotifications),
            appearance: appearance,
            privacy: privacy
        )
    }

    /// A copy with another colour scheme.
    public func with(appearance: Appearance) -> Settings {
        Settings(notifications: notifications, appearance: appearance, privacy: privacy)
    }

    /// A copy with the profile made public or private.
    public func with(profileVisibility: ProfileVisibility) -> Settings {
        Settings(
            notifications: notifications, appearance: appearance, privacy: Privacy(profile: profileVisibility)
        )
    }
}
