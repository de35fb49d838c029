import Design

extension Command {
    /// `settings set KEY VALUE`, on every settings screen.
    public static let settingsSet = Command(
        "settings set KEY VALUE",
        "change a setting: notifications.push|email on|off, appearance light|dark|system, privacy.profile public|private",
        example: "settings set appearance dark", offeredOn: "every settings screen")
}
