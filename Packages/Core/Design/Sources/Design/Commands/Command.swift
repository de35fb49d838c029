/// A command the headless app understands, written once: its usage, what it does, and an example.
/// The module whose screens offer it declares it; the shell's one table parses and lists it.
public struct Command: Hashable, Sendable {
    /// How the command is typed, placeholders in capitals (`profile edit name VALUE`).
    public let usage: String
    /// What it does, in a few words, as `help` lists it.
    public let summary: String
    /// A line that runs it, with sample values.
    public let example: String
    /// Where it is offered, as `help` says it (`a profile screen`).
    public let offeredOn: String
    /// The words that name the command (`profile edit name`), before its arguments: read once
    /// from the usage, since every line is matched against them.
    public let words: [String]

    /// A command typed as `usage`, doing what `summary` says, offered on `offeredOn`.
    public init(_ usage: String, _ summary: String, example: String, offeredOn: String = "every screen") {
        self.usage = usage
        self.summary = summary
        self.example = example
        self.offeredOn = offeredOn
        words = Array(usage.split(separator: " ").prefix(while: Self.isWord).map(String.init))
    }

    /// The command's name, its words (`window open post`): how `help` finds it and its trace span is named.
    public var name: String { words.joined(separator: " ") }

    private static func isWord(_ token: Substring) -> Bool {
        !token.contains("|") && !token.hasPrefix("[")
            && token.allSatisfy { $0.isLowercase || ("0"..."9").contains($0) || $0 == "-" }
    }
}

extension Command {
    /// Going back: offered by a window whose stack is deeper than its root.
    public static let back = Command(
        "back", "pop the navigation stack", example: "back",
        offeredOn: "a window whose stack is deeper than its root")
    /// Signing out, from any screen while signed in or onboarding.
    public static let logout = Command(
        "logout", "sign out", example: "logout", offeredOn: "signed in or onboarding")
}
