/// Why one command cannot be run as written; the script checker adds the line number.
struct CommandSyntaxError: Error, Equatable {
    /// One line, saying what is wrong and what would be right.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
