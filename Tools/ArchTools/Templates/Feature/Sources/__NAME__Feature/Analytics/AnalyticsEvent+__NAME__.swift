import Analytics

/// The events the feature tracks; no property carries personal data or an ID.
extension AnalyticsEvent {
    /// The user opened an item, from the list.
    static let itemOpened = AnalyticsEvent("item_opened")
    /// The user asked for their profile.
    static let profileRequested = AnalyticsEvent("profile_requested")
}
