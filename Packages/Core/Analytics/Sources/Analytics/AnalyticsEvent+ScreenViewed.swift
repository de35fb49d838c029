extension AnalyticsEvent {
    /// The name of the event that counts a screen shown.
    public static let screenViewedName = "screen_viewed"

    /// A screen was shown, named as scripts name it (`profile`, `settings:privacy`).
    public static func screenViewed(_ screen: String) -> AnalyticsEvent {
        AnalyticsEvent(screenViewedName, properties: ["screen": .string(screen)])
    }
}
