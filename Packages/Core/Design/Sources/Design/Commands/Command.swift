/// A command the headless app understands, written once: how it is typed (`post open ID`), what
/// it does in a few words, and a line that runs it. The module whose screens offer a command
/// declares it; screens offer it by value (`Screen.Action`), and the shell's one table reads the
/// same value to parse it and to list it in `help`.
public struct Command: Hashable, Sendable {
    /// How the command is typed: its words, then its arguments, placeholders in capitals
    /// (`profile edit name VALUE`, `tab profile|settings`, `open URL [--window ID]`).
    public let usage: String
    /// What it does, in a few words, as `help` lists it.
    public let summary: String
    /// A line that runs it, with sample values.
    public let example: String
    /// Where it is offered, as `help` says it (`a profile screen`).
    public let offeredOn: String

    /// A command typed as `usage`, doing what `summary` says, as `example` shows, offered on
    /// `offeredOn`.
    public init(_ usage: String, _ summary: String, example: String, offeredOn: String = "every screen") {
        self.usage = usage
        self.summary = summary
        self.example = example
        self.offeredOn = offeredOn
    }

    /// The words that name the command (`profile edit name`), before its arguments.
    public var words: [String] {
        Array(usage.split(separator: " ").prefix(while: Self.isWord).map(String.init))
    }

    private static func isWord(_ token: Substring) -> Bool {
        !token.contains("|") && !token.hasPrefix("[")
            && token.allSatisfy { $0.isLowercase || ("0"..."9").contains($0) || $0 == "-" }
    }
}

extension Command {
    /// Going back: offered by a window whose stack is deeper than its root.
    public static let back = Command(
        "back", "pop the navigation stack", example: "back", offeredOn: "a window whose stack is deeper than its root")
    /// Signing out, from any screen while signed in or onboarding.
    public static let logout = Command("logout", "sign out", example: "logout", offeredOn: "signed in or onboarding")
}
