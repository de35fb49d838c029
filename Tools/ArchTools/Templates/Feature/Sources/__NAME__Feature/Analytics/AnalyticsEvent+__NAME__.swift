import Analytics

/// The events the feature tracks; no property carries personal data.
extension AnalyticsEvent {
    /// The user asked for a full profile: their own, or someone else's.
    static func fullProfileRequested(ownProfile: Bool) -> AnalyticsEvent {
        AnalyticsEvent("full_profile_requested", properties: ["own_profile": .bool(ownProfile)])
    }
}
