import Analytics
import Models

/// The events the settings feature tracks; no property carries personal data.
extension AnalyticsEvent {
    static func settingChanged(_ change: SettingsChange) -> AnalyticsEvent {
        AnalyticsEvent(
            "setting_changed",
            properties: ["setting": .string(change.key.rawValue), "value": .string(change.value)]
        )
    }
}
