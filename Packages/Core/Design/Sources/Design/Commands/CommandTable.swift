/// Commands and what each parses to, matched by their words: the one table a line is read against.
public struct CommandTable<Value: Sendable>: Sendable {
    /// A command and how its arguments, past its words, become a value.
    public struct Entry: Sendable {
        /// The command the entry reads.
        public let command: Command
        fileprivate let parse: @Sendable (inout ArgumentReader) throws(CommandSyntaxError) -> Value

        /// `command`, whose arguments `parse` reads.
        public init(
            _ command: Command,
            parse: @escaping @Sendable (inout ArgumentReader) throws(CommandSyntaxError) -> Value
        ) {
            self.command = command
            self.parse = parse
        }

        /// `command`, which takes no arguments and always means `value`.
        public init(_ command: Command, _ value: Value) {
            self.init(command) { _ in value }
        }
    }

    /// A line read against the table: the command it names, what it parses to, and which of its
    /// arguments a line's echo must not show as written.
    public struct Reading: Sendable {
        /// The command the line names, whose words are also the name of its trace span.
        public let command: Command
        /// What the line parses to.
        public let value: Value
        /// The positions in the line of the secrets it holds (the command's first word is 0).
        public let secretPositions: [Int]
        /// The positions in the line of the links it holds.
        public let linkPositions: [Int]
    }

    /// The entries, in the order `help` lists them.
    public let entries: [Entry]
    /// The entries by their first word, built once: a line is matched against the commands its
    /// first word names, not against every command.
    private let byFirstWord: [String: [Entry]]
    /// The usages of each first word's commands, as an error about one of them shows them.
    private let usageByFirstWord: [String: String]

    /// A table of `entries`, in the order `help` lists them.
    public init(_ entries: [Entry]) {
        self.entries = entries
        byFirstWord = Dictionary(grouping: entries.filter { !$0.command.words.isEmpty }) {
            $0.command.words[0]
        }
        usageByFirstWord = byFirstWord.mapValues { family in
            family.map { $0.command.usage }.joined(separator: " | ")
        }
    }

    /// Every command, in table order.
    public var commands: [Command] { entries.map(\.command) }

    /// The value `arguments` spell; the error names what is wrong and shows the command's usage.
    public func value(of arguments: [String]) throws(CommandSyntaxError) -> Value {
        try reading(of: arguments).value
    }

    /// The line `arguments` spell, read against the table once: its command, value, secrets and
    /// links. Matching costs what the line holds: only the commands its first word names are read.
    public func reading(of arguments: [String]) throws(CommandSyntaxError) -> Reading {
        guard let name = arguments.first else { throw CommandSyntaxError("an empty command") }
        var candidates = byFirstWord[name] ?? []
        guard !candidates.isEmpty else {
            let names = entries.compactMap(\.command.words.first)
            throw CommandSyntaxError(
                "unknown command \(ArgumentReader.quoted(name))" + Suggestion.didYouMean(name, among: names))
        }
        let usage = usageByFirstWord[name] ?? ""
        var depth = 1
        while case let longer = candidates.filter({ $0.command.words.count > depth }), !longer.isEmpty {
            let matching =
                depth < arguments.count ? longer.filter { $0.command.words[depth] == arguments[depth] } : []
            guard !matching.isEmpty else {
                let next = longer.map { $0.command.words[depth] }.uniqued()
                guard depth < arguments.count else {
                    throw CommandSyntaxError("missing \(next.joined(separator: "|")) (usage: \(usage))")
                }
                let word = arguments[depth]
                throw CommandSyntaxError(
                    "\(ArgumentReader.quoted(word)) is not one of: \(next.joined(separator: ", ")) (usage: \(usage))"
                        + Suggestion.didYouMean(word, among: next))
            }
            candidates = matching
            depth += 1
        }
        var reader = ArgumentReader(arguments.dropFirst(depth), usage: usage)
        let value = try candidates[0].parse(&reader)
        try reader.finish()
        return Reading(
            command: candidates[0].command, value: value, secretPositions: reader.secretPositions,
            linkPositions: reader.linkPositions)
    }

    /// What may follow `arguments` (the words of a line so far): a command's next word or argument.
    public func nextWord(after arguments: [String]) -> ArgumentSlot {
        var candidates = arguments.first.map { byFirstWord[$0] ?? [] } ?? entries
        var depth = 0
        while case let longer = candidates.filter({ $0.command.words.count > depth }), !longer.isEmpty {
            guard depth < arguments.count else {
                return ArgumentSlot(commandWords: longer.map { $0.command.words[depth] }.uniqued())
            }
            candidates = longer.filter { $0.command.words[depth] == arguments[depth] }
            guard !candidates.isEmpty else { return ArgumentSlot() }
            depth += 1
        }
        guard let entry = candidates.first else { return ArgumentSlot() }
        var reader = ArgumentReader(arguments.dropFirst(depth), usage: entry.command.usage)
        reader.probing = true
        _ = try? entry.parse(&reader)
        return ArgumentSlot(command: entry.command, argument: reader.wanted, options: reader.optionsNotGiven)
    }

    /// The position in `arguments` of the secret its command takes, looking at `limit` words at most.
    public func secretPosition(in arguments: [String], limit: Int = 16) -> Int? {
        (1..<max(1, min(arguments.count, limit))).first { position in
            nextWord(after: Array(arguments[..<position])).argument?.isSecret == true
        }
    }

    /// The commands whose words start with `words` (`["window"]`: every window command), in order.
    public func commands(startingWith words: [String]) -> [Command] {
        commands.filter { Array($0.words.prefix(words.count)) == words }
    }

    /// The same commands, each parsing to `transform` of its value.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> CommandTable<Other>
    {
        CommandTable<Other>(
            entries.map { entry in
                CommandTable<Other>.Entry(entry.command) {
                    (reader: inout ArgumentReader) throws(CommandSyntaxError) in
                    transform(try entry.parse(&reader))
                }
            })
    }

    /// Both tables' commands, `lhs`'s first.
    public static func + (lhs: CommandTable, rhs: CommandTable) -> CommandTable {
        CommandTable(lhs.entries + rhs.entries)
    }

    /// The words of every command that shares or starts another's words; a table must have none.
    public var clashes: [String] {
        let words = commands.map(\.name)
        return words.indices.filter { index in
            words.indices.contains { other in
                other != index && (words[other] == words[index] || words[other].hasPrefix(words[index] + " "))
            }
        }.map { words[$0] }
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
