/// The demo's script: a narrated tour of every flow, run through the same runner as `run`, with
/// `expect` lines so the demo proves what it narrates. `#` lines are the narration.
enum DemoScript {
    static let text = """
        # app-shell demo: the real app logic with text for a screen, against the embedded dev backend.
        # Each "> " line is a command; the indented lines under it are what the app did.

        # == First launch ==
        # Nothing is stored yet. The launch screen stays for its minimum time (500 ms on the
        # app's clock, which moves only with "wait"), then the app asks us to sign in.
        launch
        expect screen launch
        wait 500
        expect state unauthenticated
        expect screen sign-in

        # == Sign-up and onboarding ==
        # A new account starts onboarding at welcome.
        signup demo@example.com "demo-pass-42" "Demo User"
        expect state onboarding:welcome
        onboarding next
        onboarding next
        expect state onboarding:profileSetup
        # The name is prefilled from sign-up; an empty one is refused and we stay put.
        onboarding name ""
        onboarding next
        expect state onboarding:profileSetup
        onboarding name "Demo User"
        onboarding next
        onboarding next
        # Onboarding is complete: the main window opens on the profile tab.
        expect state authenticated
        expect screen profile

        # == Tabs ==
        tab settings
        expect screen settings
        tab profile
        expect screen profile

        # == Signing out ==
        logout
        expect state unauthenticated
        expect screen sign-in

        # == A deep link while signed out ==
        # The link waits at the gate; it is applied once, after sign-in.
        open app://post/p45
        expect screen sign-in
        login alice@example.com correct-horse
        expect screen post:p45
        back
        expect screen profile

        # == Profile and paging ==
        # Alice has 45 posts, newest first, 20 a page.
        posts more
        posts more
        post open p1
        expect screen post:p1
        back
        # Someone else's profile.
        open app://profile/u-bob
        expect screen profile:u-bob
        back
        expect screen profile

        # == Editing ==
        profile edit bio "Writes about tea and trains."
        profile edit name ""
        expect state authenticated

        # == Settings ==
        tab settings
        settings set appearance dark
        open app://settings/privacy
        expect screen settings:privacy
        settings set privacy.profile private

        # == A second window ==
        window open post p44
        expect windows 2
        expect screen post:p44
        # Opening the same post again brings its window to the front instead of a second one.
        window focus main
        window open post p44
        expect windows 2
        expect screen post:p44

        # == Background and relaunch, with restoration ==
        phase background --window post-p44
        phase background --window main
        relaunch
        wait 500
        expect state authenticated
        expect windows 2
        expect screen post:p44 --window post-p44

        # == An expired token, refreshed ==
        # The backend expires every access token; the next request is refused, the app renews
        # the session once and replays it. Nothing shows.
        backend expire-tokens
        window focus main
        tab profile
        post open p2
        expect state authenticated
        expect screen post:p2
        back

        # == Offline, then retry ==
        # While signed in, offline is a message; the state stays.
        backend offline
        post open p3
        expect state authenticated
        expect error "offline"
        back
        # At launch, offline is an error state with retry, and never a sign-out.
        relaunch
        wait 500
        expect state error:networkUnavailable
        backend online
        retry
        wait 500
        expect state authenticated

        # == A revoked session ==
        # The backend revokes every session; the refresh fails and the app says so until retry.
        backend revoke
        post open p4
        expect state error:sessionExpired
        retry
        expect state unauthenticated
        expect screen sign-in

        # == Logout ==
        login alice@example.com correct-horse
        expect state authenticated
        logout
        expect state unauthenticated
        expect windows 1
        # That's the tour. Try "app-shell" for a prompt, and "help" for every command.
        """
}
