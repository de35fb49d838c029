/// What a line is expected to go on with: the words of a command not named whole yet, or the
/// argument its command reads next.
public struct ArgumentSlot: Equatable, Sendable {
    /// One argument a command's parser asks for.
    public struct Wanted: Equatable, Sendable {
        /// How the usage names it (`PASSWORD`, `ID`, `TAB`; `--window` for an option's value).
        public let placeholder: String
        /// The values listed for it, the only ones for a choice; empty when any text goes.
        public let values: [String]
        /// Whether it is a secret, such as a password, never to be shown or kept.
        public let isSecret: Bool
        /// Whether it is a link, whose user info, query and fragment values are never shown.
        public let isLink: Bool
        /// The option whose value it is (`window`), or nil for an argument of its own.
        public let option: String?

        /// An argument named `placeholder`, with its listed `values`.
        public init(
            placeholder: String, values: [String] = [], isSecret: Bool = false, isLink: Bool = false,
            option: String? = nil
        ) {
            self.placeholder = placeholder
            self.values = values
            self.isSecret = isSecret
            self.isLink = isLink
            self.option = option
        }
    }

    /// The words that may come next while the line has not named a whole command.
    public let commandWords: [String]
    /// The command the line names, once its words are all there.
    public let command: Command?
    /// The argument the command reads next, if it reads one more.
    public let argument: Wanted?
    /// The options the command takes that the line has not given (`--window`).
    public let options: [String]

    /// A slot; empty fields mean nothing is expected there.
    public init(
        commandWords: [String] = [], command: Command? = nil, argument: Wanted? = nil, options: [String] = []
    ) {
        self.commandWords = commandWords
        self.command = command
        self.argument = argument
        self.options = options
    }
}
