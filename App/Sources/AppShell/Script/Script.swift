struct Script: Equatable, Sendable {
    enum Item: Equatable, Sendable {
        case command(ScriptLine)
        case comment(line: Int, text: String)
    }

    let items: [Item]

    var lines: [ScriptLine] {
        items.compactMap { item in
            if case .command(let line) = item { line } else { nil }
        }
    }

    var secrets: [String] { lines.flatMap(\.secrets) }
}
