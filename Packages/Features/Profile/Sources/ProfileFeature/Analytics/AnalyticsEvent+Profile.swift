import Analytics

/// The events the profile feature tracks. Properties are scalar and never personal: no name, bio
/// or email, only screen names, counts, field keys and error kinds.
extension AnalyticsEvent {
    /// A page of posts arrived: its 1-based number, how many posts it held, whether more follow.
    static func postsPageLoaded(page: Int, count: Int, hasMore: Bool, ownProfile: Bool) -> AnalyticsEvent {
        AnalyticsEvent(
            "posts_page_loaded",
            properties: [
                "page": .int(page), "count": .int(count), "has_more": .bool(hasMore),
                "own_profile": .bool(ownProfile),
            ]
        )
    }

    /// An edit of the own profile was saved.
    static func profileUpdated(_ field: ProfileField) -> AnalyticsEvent {
        AnalyticsEvent("profile_updated", properties: ["field": .string(field.rawValue)])
    }

    /// An edit of the own profile was refused or failed; `reason` is a short kind, never the input.
    static func profileUpdateFailed(_ field: ProfileField, reason: String) -> AnalyticsEvent {
        AnalyticsEvent(
            "profile_update_failed",
            properties: ["field": .string(field.rawValue), "reason": .string(reason)]
        )
    }
}
