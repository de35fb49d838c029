import Models

/// The signed-in user's settings, read and replaced as a whole.
public protocol SettingsService: Sendable {
    /// The current settings.
    func settings() async throws(ServiceError) -> Settings

    /// Replaces the settings with `settings`; returns what the backend saved.
    func update(_ settings: Settings) async throws(ServiceError) -> Settings
}
