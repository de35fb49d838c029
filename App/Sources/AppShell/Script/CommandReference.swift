/// Every script command, as `help` lists it, each with an example line.
enum CommandReference {
    /// One way of writing a command.
    struct Entry: Sendable {
        /// How the command is written (`login EMAIL PASSWORD`).
        let usage: String
        /// What it does, in a few words.
        let summary: String
        /// A line that runs it, with sample values.
        let example: String
    }

    static let entries: [Entry] = [
        Entry(usage: "launch", summary: "start the app (before launch)", example: "launch"),
        Entry(usage: "relaunch", summary: "terminate cleanly, then launch again", example: "relaunch"),
        Entry(usage: "kill", summary: "terminate abruptly, then launch again", example: "kill"),
        Entry(
            usage: "login EMAIL PASSWORD", summary: "sign in",
            example: "login alice@example.com correct-horse"),
        Entry(
            usage: "signup EMAIL PASSWORD NAME", summary: "create an account",
            example: "signup new@example.com pass1234 \"New User\""),
        Entry(usage: "logout", summary: "sign out", example: "logout"),
        Entry(usage: "onboarding next", summary: "the next onboarding step", example: "onboarding next"),
        Entry(usage: "onboarding back", summary: "the previous onboarding step", example: "onboarding back"),
        Entry(
            usage: "onboarding name VALUE", summary: "set the display name on profileSetup",
            example: "onboarding name Ann"),
        Entry(usage: "tab profile|settings", summary: "switch tab", example: "tab settings"),
        Entry(usage: "back", summary: "pop the navigation stack", example: "back"),
        Entry(
            usage: "open URL [--window ID]", summary: "deliver a deep link",
            example: "open app://post/p5 --window main"),
        Entry(usage: "posts more", summary: "load the next page of posts", example: "posts more"),
        Entry(usage: "post open ID", summary: "open a post", example: "post open p5"),
        Entry(
            usage: "profile edit name VALUE", summary: "edit your display name",
            example: "profile edit name \"Alice B\""),
        Entry(usage: "profile edit bio VALUE", summary: "edit your bio", example: "profile edit bio \"\""),
        Entry(
            usage: "settings set KEY VALUE",
            summary:
                "notifications.push|notifications.email on|off, appearance light|dark|system, privacy.profile public|private",
            example: "settings set appearance dark"),
        Entry(usage: "retry", summary: "leave an error state", example: "retry"),
        Entry(
            usage: "phase active|inactive|background [--window ID]", summary: "change a window's scene phase",
            example: "phase background --window main"),
        Entry(
            usage: "window open post ID", summary: "open a post in its own window",
            example: "window open post p5"),
        Entry(usage: "window close ID", summary: "close a window", example: "window close post-p5"),
        Entry(usage: "window focus ID", summary: "focus a window", example: "window focus main"),
        Entry(usage: "backend offline", summary: "refuse connections", example: "backend offline"),
        Entry(usage: "backend online", summary: "answer again", example: "backend online"),
        Entry(
            usage: "backend latency MS", summary: "add latency to every response",
            example: "backend latency 200"),
        Entry(
            usage: "backend fail N STATUS", summary: "answer the next N requests with STATUS",
            example: "backend fail 2 500"),
        Entry(
            usage: "backend maintenance on|off", summary: "answer every request 503 (maintenance)",
            example: "backend maintenance on"),
        Entry(
            usage: "backend revoke", summary: "invalidate every session that exists now",
            example: "backend revoke"),
        Entry(
            usage: "backend expire-tokens", summary: "expire the access tokens that exist now",
            example: "backend expire-tokens"),
        Entry(usage: "backend delete-post ID", summary: "delete a post", example: "backend delete-post p5"),
        Entry(usage: "wait MS", summary: "advance the app's clock", example: "wait 500"),
        Entry(usage: "print", summary: "render the focused window", example: "print"),
        Entry(
            usage: "expect state STATE", summary: "check the app state", example: "expect state authenticated"
        ),
        Entry(
            usage: "expect screen SCREEN [--window ID]", summary: "check what a window shows",
            example: "expect screen post:p5 --window post-p5"),
        Entry(
            usage: "expect event NAME", summary: "check an analytics event was tracked",
            example: "expect event sign_in"),
        Entry(usage: "expect no-event NAME", summary: "check it was not", example: "expect no-event sign_in"),
        Entry(
            usage: "expect windows N", summary: "check how many windows are open", example: "expect windows 1"
        ),
        Entry(
            usage: "expect error TEXT", summary: "check the last error message",
            example: "expect error \"Wrong email\""),
    ]

    /// The commands only an interactive session has.
    static let interactiveEntries: [Entry] = [
        Entry(usage: "help", summary: "list every command", example: "help"),
        Entry(
            usage: "quit", summary: "terminate cleanly and leave (or Ctrl-D, or Ctrl-C at an idle prompt)",
            example: "quit"),
    ]

    /// Every command, one a line, usage and summary in two columns.
    static var helpText: String {
        let all = entries + interactiveEntries
        let width = all.map(\.usage.count).max() ?? 0
        return all.map { entry in
            entry.usage + String(repeating: " ", count: width - entry.usage.count + 2) + entry.summary
        }.joined(separator: "\n")
    }
}
