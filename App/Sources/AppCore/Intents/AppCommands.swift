import Design
import FeatureKit

extension Command {
    /// Signing in, on the sign-in screen.
    public static let login = Command(
        "login EMAIL PASSWORD", "sign in", example: "login alice@example.com correct-horse", offeredOn: "sign-in")
    /// Creating an account, on the sign-in screen.
    public static let signup = Command(
        "signup EMAIL PASSWORD NAME", "create an account", example: "signup new@example.com pass1234 \"New User\"",
        offeredOn: "sign-in")
    /// Leaving an error state, or loading again what a signal stopped.
    public static let retry = Command(
        "retry", "leave an error state, or load again what Ctrl-C stopped", example: "retry",
        offeredOn: "an error state, or a screen whose load was stopped")
    /// Moving a window to a scene phase.
    public static let phase = Command(
        "phase active|inactive|background [--window ID]", "change a window's scene phase",
        example: "phase background --window main", offeredOn: "every screen")
    /// Focusing a window.
    public static let windowFocus = Command(
        "window focus ID", "focus a window", example: "window focus main", offeredOn: "a window that exists")
}

/// The app's own commands, in the order `help` lists them, and the intents they parse to.
enum AppCommands {
    /// The names of the commands whose usage the features shape (the tabs, the window kinds).
    static let tab = "tab"
    static let open = "open"
    static let windowClose = "window close"
    static func windowOpen(_ kind: String) -> String { "window open \(kind)" }

    static func groups(of table: CommandTable<UserIntent>) -> [CommandGroup] {
        let family = { (first: String) in table.commands(startingWith: [first]) }
        return [
            CommandGroup("Signing in and out", family("login") + family("signup") + family("logout") + family("retry")),
            CommandGroup("Navigation", family("tab") + family("back") + family("open")),
            CommandGroup("Windows and scene phases", family("window") + family("phase")),
        ]
    }

    static func table(
        tabs: [String], windows: [WindowKind],
        windowID: @escaping @Sendable (String) throws(CommandSyntaxError) -> WindowID
    ) -> CommandTable<UserIntent> {
        let sample = windows.first.map { "\($0.host)-\($0.sampleID)" } ?? "main"
        let link = windows.first.map { "app://\($0.host)/\($0.sampleID)" } ?? "app://\(tabs.first ?? "")"
        let opening = windows.map { kind in
            CommandTable<UserIntent>.Entry(
                Command(
                    "\(windowOpen(kind.host)) ID", "open a \(kind.host) in its own window",
                    example: "window open \(kind.host) \(kind.sampleID)", offeredOn: "signed in")
            ) { reader throws(CommandSyntaxError) in .openWindow(kind: kind.host, item: try reader.word("ID")) }
        }
        return CommandTable([
            .init(.login) { reader throws(CommandSyntaxError) in
                .login(email: try reader.next("EMAIL"), password: try reader.secret("PASSWORD"))
            },
            .init(.signup) { reader throws(CommandSyntaxError) in
                .signup(email: try reader.next("EMAIL"), password: try reader.secret("PASSWORD"), name: try reader.next("NAME"))
            },
            .init(.logout, .logout),
            .init(.retry, .retry),
            .init(
                Command(
                    "\(tab) \(tabs.joined(separator: "|"))", "switch tab", example: "tab \(tabs.last ?? "")",
                    offeredOn: "the main window, signed in")
            ) {
                reader throws(CommandSyntaxError) in .selectTab(try reader.choice("TAB", from: tabs))
            },
            .init(.back, .back),
            .init(
                Command("\(open) URL [--window ID]", "deliver a deep link", example: "open \(link) --window main")
            ) {
                reader throws(CommandSyntaxError) in
                let window = try reader.option("window")
                return .open(DeepLink(try reader.link("URL")), window: try window.map(windowID))
            },
            .init(.phase) { reader throws(CommandSyntaxError) in
                let window = try reader.option("window")
                return .phase(try reader.choice("PHASE", of: ScenePhase.self), window: try window.map(windowID))
            },
        ] + opening + [
            .init(
                Command(
                    "\(windowClose) ID", "close a window", example: "window close \(sample)",
                    offeredOn: "a window of its own")
            ) {
                reader throws(CommandSyntaxError) in .closeWindow(try windowID(try reader.next("ID")))
            },
            .init(.windowFocus) { reader throws(CommandSyntaxError) in .focusWindow(try windowID(try reader.next("ID"))) },
        ])
    }
}
