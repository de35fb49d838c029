import Analytics

/// The events the feature tracks; no property carries personal data (user IDs only, never a
/// name, bio or email).
extension AnalyticsEvent {
    /// A screen became the top of the stack.
    static func screenViewed(_ screenName: String) -> AnalyticsEvent {
        AnalyticsEvent("screen_viewed", properties: ["screen": .string(screenName)])
    }

    /// The user asked for a full profile: their own, or someone else's.
    static func fullProfileRequested(ownProfile: Bool) -> AnalyticsEvent {
        AnalyticsEvent("full_profile_requested", properties: ["own_profile": .bool(ownProfile)])
    }
}
