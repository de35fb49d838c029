extension Screen {
    /// Something the user can do on a screen: the script command that does it and what it does.
    public struct Action: Codable, Equatable, Sendable {
        /// The command as typed, with placeholders in capitals (`posts more`, `post open ID`).
        public let command: String
        /// What the command does, for people (`Load more posts`).
        public let title: String

        /// Creates an action.
        public init(command: String, title: String) {
            self.command = command
            self.title = title
        }

        /// An action that runs `command`, as its usage writes it.
        public init(_ command: Command, title: String) {
            self.init(command: command.usage, title: title)
        }
    }
}
