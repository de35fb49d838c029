/// The scripts the process-level figures run, in the shell's script language.
public enum BenchmarkScripts {
    /// The seeded returning user, who lands on the profile screen after sign-in.
    static let signIn = "login alice@example.com correct-horse"

    /// Launches to sign-in; the end of the script is the clean termination (scene state saved,
    /// analytics flushed).
    public static let launchToSignIn = """
        launch
        expect screen sign-in
        """

    /// Signs in once, so the data directory holds a valid stored session for relaunches.
    public static let storeSession = """
        launch
        \(signIn)
        expect screen profile
        """

    /// Relaunches with the stored session: the launch validates it with the backend and goes
    /// straight to the signed-in screen.
    public static let relaunchSignedIn = """
        launch
        expect screen profile
        """

    /// `count` commands (at least 40) that walk every kind of command a signed-in user has:
    /// tabs, navigation, paging, settings, deep links, windows and scene phases. Every command is
    /// offered where it runs, so a clean run reports no error.
    public static func longSession(commands count: Int) -> [String] {
        precondition(count >= 40, "a long session needs room for its opening and at least one round")
        let opening = ["launch", signIn, "expect screen profile"]
        var lines = opening
        var round = 0
        while lines.count < count {
            lines += Self.round(round).prefix(count - lines.count)
            round += 1
        }
        return lines
    }

    /// One round of a long session, starting and ending on the profile tab's root; values alternate
    /// between rounds so every setting really changes.
    static func round(_ number: Int) -> [String] {
        let even = number.isMultiple(of: 2)
        let post = 45 - (number % 40)
        return [
            "posts more",
            "post open p\(post)",
            "back",
            "open app://post/p\(post - 1)",
            "back",
            "open app://profile/u-bob",
            "back",
            "tab settings",
            "settings set notifications.push \(even ? "off" : "on")",
            "settings set appearance \(even ? "dark" : "system")",
            "open app://settings/privacy",
            "settings set privacy.profile \(even ? "private" : "public")",
            "back",
            "settings set notifications.email \(even ? "off" : "on")",
            "tab profile",
            "phase inactive",
            "phase background",
            "phase active",
            "window open post p\(post)",
            "expect windows 2",
            "window focus main",
            "window close post-p\(post)",
            "expect windows 1",
            "expect state authenticated",
            "expect screen profile",
        ]
    }

    /// One login/logout cycle that opens the signed-in scope's parts (a page, a post, the
    /// settings tab, a post window) so logout has them all to free.
    public static let loginLogoutCycle = [
        signIn,
        "posts more",
        "post open p7",
        "tab settings",
        "window open post p3",
        "logout",
    ]
}
