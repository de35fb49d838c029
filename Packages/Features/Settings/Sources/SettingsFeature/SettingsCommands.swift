import Design

extension Command {
    /// `settings set KEY VALUE`, on every settings screen.
    public static let settingsSet = Command(
        "settings set KEY VALUE",
        "notifications.push|notifications.email on|off, appearance light|dark|system, privacy.profile public|private",
        example: "settings set appearance dark")
}
