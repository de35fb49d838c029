import AppCore
import Design
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// Every script command, written once: the parser reads each one's usage, `help` lists them all
/// and the screens offer theirs by the same value. The app and its features declare the commands
/// of their intents; the shell's own are here.
enum CommandReference {
    static let entries: [Command] = [
        .launch, .relaunch, .kill, .login, .signup, .logout, .onboardingNext, .onboardingBack, .onboardingName,
        .tab, .back, .open, .postsMore, .postOpen, .profileEditName, .profileEditBio, .settingsSet, .retry, .phase,
        .windowOpen, .windowClose, .windowFocus,
    ] + backendEntries + [.wait, .print] + expectEntries

    static let backendEntries: [Command] = [
        .backendOffline, .backendOnline, .backendLatency, .backendFail, .backendMaintenance, .backendRevoke,
        .backendExpireTokens, .backendDeletePost,
    ]

    static let expectEntries: [Command] = [
        .expectState, .expectScreen, .expectEvent, .expectNoEvent, .expectWindows, .expectError,
    ]

    /// The commands only an interactive session has.
    static let interactiveEntries: [Command] = [.help, .quit]

    /// How a family of commands that share a first word is written, for error messages.
    static func usage(of family: [Command]) -> String {
        family.map(\.usage).joined(separator: " | ")
    }

    /// Every command, one a line, usage and summary in two columns.
    static var helpText: String {
        let all = entries + interactiveEntries
        let width = all.map(\.usage.count).max() ?? 0
        return all.map { entry in
            entry.usage + String(repeating: " ", count: width - entry.usage.count + 2) + entry.summary
        }.joined(separator: "\n")
    }
}

/// The shell's own commands: the app's life, the embedded backend's faults, time, and checks.
extension Command {
    static let launch = Command("launch", "start the app (before launch)", example: "launch")
    static let relaunch = Command("relaunch", "terminate cleanly, then launch again", example: "relaunch")
    static let kill = Command("kill", "terminate abruptly, then launch again", example: "kill")
    static let backendOffline = Command("backend offline", "refuse connections", example: "backend offline")
    static let backendOnline = Command("backend online", "answer again", example: "backend online")
    static let backendLatency = Command(
        "backend latency MS", "add latency to every response", example: "backend latency 200")
    static let backendFail = Command(
        "backend fail N STATUS", "answer the next N requests with STATUS", example: "backend fail 2 500")
    static let backendMaintenance = Command(
        "backend maintenance on|off", "answer every request 503 (maintenance)", example: "backend maintenance on")
    static let backendRevoke = Command(
        "backend revoke", "invalidate every session that exists now", example: "backend revoke")
    static let backendExpireTokens = Command(
        "backend expire-tokens", "expire the access tokens that exist now", example: "backend expire-tokens")
    static let backendDeletePost = Command("backend delete-post ID", "delete a post", example: "backend delete-post p5")
    static let wait = Command("wait MS", "advance the app's clock", example: "wait 500")
    static let print = Command("print", "render the focused window", example: "print")
    static let expectState = Command(
        "expect state STATE", "check the app state", example: "expect state authenticated")
    static let expectScreen = Command(
        "expect screen SCREEN [--window ID]", "check what a window shows",
        example: "expect screen post:p5 --window post-p5")
    static let expectEvent = Command(
        "expect event NAME", "check an analytics event was tracked", example: "expect event sign_in")
    static let expectNoEvent = Command("expect no-event NAME", "check it was not", example: "expect no-event sign_in")
    static let expectWindows = Command(
        "expect windows N", "check how many windows are open", example: "expect windows 1")
    static let expectError = Command(
        "expect error TEXT", "check the last error message", example: "expect error \"Wrong email\"")
    static let help = Command("help", "list every command", example: "help")
    static let quit = Command(
        "quit", "terminate cleanly and leave (or Ctrl-D, or Ctrl-C at an idle prompt)", example: "quit")
}
