/// A checked script: every line understood, ready to run.
struct Script: Equatable, Sendable {
    /// One meaningful line of the script; blank lines are dropped.
    enum Item: Equatable, Sendable {
        case command(ScriptLine)
        /// A `#` line, shown as narration by the demo.
        case comment(line: Int, text: String)
    }

    let items: [Item]

    /// The commands in order, without the comments.
    var lines: [ScriptLine] {
        items.compactMap { item in
            if case .command(let line) = item { line } else { nil }
        }
    }

    /// Every value `${NAME}` variables put into the script.
    var secrets: [String] { lines.flatMap(\.secrets) }
}
