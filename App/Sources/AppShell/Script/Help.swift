import AppCore
import Design

/// What `help` prints: every command grouped by what it does, or one command in full.
enum Help {
    static func overview(width: Int) -> String {
        let commands = groups.flatMap(\.commands)
        let column = min(commands.map(\.usage.count).max() ?? 0, max(16, width * 3 / 8))
        let lines = groups.flatMap { group in
            [group.title] + group.commands.flatMap { line($0, column: column, width: width) } + [""]
        }
        let feature = AppVocabulary.standard.sampleFeatureCommand.map { ["help \($0)"] } ?? []
        let examples = ["help window"] + feature
        let trailer = wrapped(
            "Type help COMMAND (\(examples.joined(separator: ", "))) for one command in full.", indent: 0,
            width: width)
        return (lines + trailer).joined(separator: "\n")
    }

    static func details(of words: [String], width: Int) -> String {
        let matching = ShellCommands.prompt.commands(startingWith: words)
        guard !matching.isEmpty else {
            // Every command's name and each start of it (`window`, `window open`), as help takes them.
            let names = ShellCommands.prompt.commands.flatMap { command in
                command.words.indices.map { command.words[...$0].joined(separator: " ") }
            }
            let typed = words.joined(separator: " ")
            let hint = Suggestion.didYouMean(typed, among: names)
            return "No command \(ArgumentReader.quoted(typed))\(hint) (help lists every command)"
        }
        return matching.map { command in
            [command.usage]
                + wrapped(
                    command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".", indent: 2,
                    width: width)
                + wrapped("Offered on: \(command.offeredOn)", indent: 2, width: width)
                + wrapped("Example: \(command.example)", indent: 2, width: width)
        }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    static var groups: [CommandGroup] {
        [CommandGroup("The app's life", family("launch") + family("relaunch") + family("kill"))]
            + AppVocabulary.standard.groups
            + [
                CommandGroup("The embedded backend's faults", family("backend")),
                CommandGroup(
                    "Time and checks", family("wait") + family("print") + family("expect") + family("trace")),
                CommandGroup("This session", ShellCommands.interactive),
            ]
    }

    private static func family(_ word: String) -> [Command] {
        ShellCommands.table.commands(startingWith: [word])
    }

    private static func line(_ command: Command, column: Int, width: Int) -> [String] {
        let indent = 2 + column + 2
        let summary = wrapped(command.summary, indent: indent, width: width)
        guard command.usage.count <= column else {
            let usage = wrapped(command.usage, indent: 4, width: width)
            return [String(usage[0].dropFirst(2))] + usage.dropFirst() + summary
        }
        let first = "  " + command.usage.padding(toLength: column + 2, withPad: " ", startingAt: 0)
        return [first + summary[0].dropFirst(indent)] + summary.dropFirst()
    }

    static func wrapped(_ text: String, indent: Int, width: Int) -> [String] {
        let room = max(20, width - indent)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, current.count + 1 + word.count > room {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        return lines.map { String(repeating: " ", count: indent) + $0 }
    }
}
