/// Commands that `help` lists together, under a title (`Navigation`).
public struct CommandGroup: Sendable, Equatable {
    /// The heading `help` shows.
    public let title: String
    /// The commands under it, in order.
    public let commands: [Command]

    /// `commands`, listed under `title`.
    public init(_ title: String, _ commands: [Command]) {
        self.title = title
        self.commands = commands
    }
}
