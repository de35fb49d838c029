/// The demo's script: a narrated tour of every flow, with `expect` lines so it proves what it narrates.
enum DemoScript {
    static let text = """
        # app-shell demo: the real app logic with text for a screen, against the embedded dev backend.
        # Each "> " line is a command; the indented lines under it are what the app did.
        #
        # Four layers carry every command, each a package that uses only the layers below it:
        #   App       AppShell reads your line; AppCore's AppCoordinator turns it into an intent
        #             and hands it to the scope of the app's state (launch, sign-in, onboarding,
        #             signed in), each a coordinator made by ScopeFactory.
        #   Features  one package per feature, each exporting one registration,
        #             listed once in AppFeatures; a controller per screen, a view that renders it.
        #   Domain    Models (typed IDs, values) and Services (LiveProfileService, ...): what the
        #             features may ask of the server.
        #   Core      Networking (the HTTP client), Storage, Analytics, Design.
        # "trace on" prints, after each command, the path it took through those modules.

        # == First launch ==
        # Nothing is stored yet. LaunchCoordinator holds the launch screen for its minimum time
        # (500 ms on the app's clock, which moves only with "wait") while it asks the session
        # store; with no session the state machine (AppStateTransitions) goes to unauthenticated
        # and AuthCoordinator shows the sign-in screen.
        launch
        expect screen launch
        wait 500
        expect state unauthenticated
        expect screen sign-in

        # == Sign-up and onboarding ==
        # A new account starts onboarding at welcome. Follow the sign-up down the layers:
        # SignInController (App) calls LiveAuthService.signup (Domain), which sends one POST
        # through the HTTP client (Core); the state change is an event under the step that made it.
        trace on
        signup demo@example.com "demo-pass-42" "Demo User"
        trace off
        # OnboardingCoordinator shows the onboarding feature's screen and saves each step it reports
        # in the app's state, so a relaunch resumes where the user was.
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
        # Onboarding is complete: the state machine moves to authenticated, SignedInCoordinator
        # opens the main window, and its tabs come from the features' registrations.
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
        # DeepLinks asks each feature's registration whether a link is its own; the profile feature
        # takes app://post/... and turns it into a route with a typed ID<Post>. Signed out, the
        # link waits at the gate; it is applied once, after sign-in.
        open app://post/p45
        expect screen sign-in
        login alice@example.com correct-horse
        expect screen post:p45
        back
        expect screen profile

        # == Profile and paging ==
        # Alice has 45 posts, newest first, 20 a page. (The demo shows a list's first rows and
        # counts the rest; "print" shows a screen whole.)
        posts more
        posts more
        post open p1
        expect screen post:p1
        back
        # Someone else's profile, by link, traced: the router finds the feature, the feature's
        # stack sets its path, and the new screen's controller loads the profile through
        # LiveProfileService, which makes one GET.
        trace on
        open app://profile/u-bob
        trace off
        expect screen profile:u-bob
        # Navigation is a value: "back" sets the stack's path one shorter.
        back
        expect screen profile

        # == Editing ==
        # "profile edit" is a command the profile feature declares; the app parses it with the
        # feature's own command table and routes the intent to the feature, never naming it.
        trace on
        profile edit bio "Writes about tea and trains."
        trace off
        # An empty name is refused by the controller before any request.
        profile edit name ""
        expect state authenticated

        # == Settings ==
        # The settings feature saves each change through LiveSettingsService.
        tab settings
        settings set appearance dark
        open app://settings/privacy
        expect screen settings:privacy
        settings set privacy.profile private

        # == A second window ==
        # A window is a scene: its own feature stack, made by the feature's factory, and its own
        # scene phase. WindowRegistry keeps them; scene storage saves each window's path.
        window open post p44
        expect windows 2
        expect screen post:p44
        # Opening the same post again brings its window to the front instead of a second one.
        window focus main
        window open post p44
        expect windows 2
        expect screen post:p44

        # == Background and relaunch, with restoration ==
        # Going to the background saves the scenes (SceneStore); the relaunch restores every
        # window's path, each route checked by its feature before it is shown.
        phase background --window post-p44
        phase background --window main
        relaunch
        wait 500
        expect state authenticated
        expect windows 2
        expect screen post:p44 --window post-p44

        # == An expired token, refreshed ==
        # The backend expires every access token. The profile tab, restored but not shown since
        # the relaunch, loads when it is selected: its requests are refused (401), the services'
        # session token provider renews the session once and replays them. Nothing shows, but the
        # trace has the 401s, the one refresh and the replays under the one step.
        backend expire-tokens
        window focus main
        trace on
        tab profile
        trace off
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
