/// `GET` and `PUT /v1/me/settings`: the whole settings object, validated as a whole.
enum SettingsHandlers {
    static func get(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        .json(try data.caller(caller).settings.wire)
    }

    static func put(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let settings = try context.body(Settings.self)
        guard let appearance = UserSettings.Appearance(rawValue: settings.appearance) else {
            throw .invalid(code: "invalid_value", "The appearance must be light, dark or system.")
        }
        guard let visibility = UserSettings.ProfileVisibility(rawValue: settings.privacy.profile) else {
            throw .invalid(code: "invalid_value", "The profile privacy must be public or private.")
        }
        var user = try data.caller(caller)
        user.settings = UserSettings(
            pushNotifications: settings.notifications.push, emailNotifications: settings.notifications.email,
            appearance: appearance, profileVisibility: visibility
        )
        data.users[user.id] = user
        return .json(user.settings.wire)
    }
}
