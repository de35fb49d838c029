import Analytics
import Models

/// The events the settings feature tracks; no property carries personal data.
extension AnalyticsEvent {
    /// A screen became the top of the stack.
    static func screenViewed(_ screenName: String) -> AnalyticsEvent {
        AnalyticsEvent("screen_viewed", properties: ["screen": .string(screenName)])
    }

    /// A change was saved.
    static func settingChanged(_ change: SettingsChange) -> AnalyticsEvent {
        AnalyticsEvent(
            "setting_changed",
            properties: ["setting": .string(change.key.rawValue), "value": .string(change.value)]
        )
    }

    /// The user asked to sign out.
    static let signOutRequested = AnalyticsEvent("sign_out_requested")
}
