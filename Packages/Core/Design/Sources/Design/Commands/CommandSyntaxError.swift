/// Why one command cannot be run as written; the script checker adds the line number.
public struct CommandSyntaxError: Error, Equatable, Sendable {
    /// One line, saying what is wrong and what would be right.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
