/// The script the crash test kills at random moments: sign-in, browsing, settings, windows and
/// scene phases, so it tracks many analytics events and writes the session, scene storage, the
/// outbox and the backend's file all the time. It runs from any state a kill left behind: a line
/// the screen does not offer (`login` while still signed in) only reports an error.
enum CrashScript {
    static let text = """
        logout
        login alice@example.com correct-horse
        tab settings
        settings set notifications.email on
        settings set appearance dark
        open app://settings/privacy
        settings set privacy.profile private
        settings set privacy.profile public
        settings set appearance system
        tab profile
        posts more
        post open p30
        back
        window open post p5
        window open post p7
        phase inactive --window post-p5
        phase background --window post-p5
        phase active --window post-p5
        window focus main
        open app://profile/u-bob
        back
        phase background --window post-p7
        phase background --window post-p5
        phase background --window main
        phase active --window main
        window close post-p5
        profile edit bio "Killed and back again"
        relaunch
        wait 31000
        tab settings
        settings set notifications.email off
        window open post p9
        phase background --window main
        phase background --window post-p9
        phase active --window main
        logout
        login bob@example.com correct-horse
        tab settings
        settings set notifications.push off
        settings set notifications.push on
        logout
        """

    /// What the relaunch after a kill runs: it launches on what the kill left, and its end is a
    /// clean termination, which delivers the outbox.
    static let relaunch = "launch\n"
}
