import Analytics
import Models
import Services

/// Builds the settings feature for the signed-in user from its dependencies; cheap to create.
public struct SettingsFeatureFactory: Sendable {
    private let settingsService: any SettingsService
    private let analytics: any Analytics
    private let user: User

    /// A factory for `signedInUser`'s settings, whose email the account section shows.
    public init(settingsService: any SettingsService, analytics: any Analytics, signedInUser: User) {
        self.settingsService = settingsService
        self.analytics = analytics
        self.user = signedInUser
    }

    /// A new settings feature at its root, reporting what only the app can do to `output`.
    @MainActor
    public func make(output: @escaping @MainActor (SettingsOutput) async -> Void) -> any SettingsFeatureAPI {
        SettingsStack(
            controller: SettingsController(service: settingsService, analytics: analytics, output: output),
            user: user,
            analytics: analytics,
            output: output
        )
    }
}
