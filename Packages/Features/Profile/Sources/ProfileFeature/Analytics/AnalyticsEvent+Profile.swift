import Analytics

/// The events the profile feature tracks; no property is personal (no name, bio or email).
extension AnalyticsEvent {
    static func postsPageLoaded(page: Int, count: Int, hasMore: Bool, ownProfile: Bool) -> AnalyticsEvent {
        AnalyticsEvent(
            "posts_page_loaded",
            properties: [
                "page": .int(page), "count": .int(count), "has_more": .bool(hasMore),
                "own_profile": .bool(ownProfile),
            ]
        )
    }

    static func profileUpdated(_ field: ProfileField) -> AnalyticsEvent {
        AnalyticsEvent("profile_updated", properties: ["field": .string(field.rawValue)])
    }

    static func profileUpdateFailed(_ field: ProfileField, reason: String) -> AnalyticsEvent {
        AnalyticsEvent(
            "profile_update_failed",
            properties: ["field": .string(field.rawValue), "reason": .string(reason)]
        )
    }
}
