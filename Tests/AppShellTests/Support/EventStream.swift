/// A run's JSON events cut into the lines they belong to (the events before the first `command`
/// are the launch's), and the order rules of the shell's contract checked on them.
struct EventStream {
    /// One script line's events, its `command` echo first (none for the launch).
    struct Line {
        let events: [[String: Any]]

        /// The line's text, from its `command` echo.
        var text: String { events.first?["text"] as? String ?? "(launch)" }

        /// Where the first event of `type` that `matches` is in the line.
        func index(of type: String, where matches: ([String: Any]) -> Bool = { _ in true }) -> Int? {
            events.firstIndex { $0["type"] as? String == type && matches($0) }
        }

        func events(of type: String) -> [[String: Any]] {
            events.filter { $0["type"] as? String == type }
        }
    }

    let lines: [Line]

    init(_ events: [[String: Any]]) {
        var lines: [[[String: Any]]] = [[]]
        for event in events {
            if event["type"] as? String == "command" { lines.append([]) }
            lines[lines.count - 1].append(event)
        }
        self.lines = lines.map(Line.init)
    }

    /// The last line whose command text (as echoed, passwords masked) is `text`.
    func line(_ text: String) -> Line? {
        lines.last { $0.text == text }
    }

    /// Each `transition` whose `from` is not the state the stream last reported (the app starts
    /// in `loading`).
    var discontinuities: [String] {
        var state = "loading"
        var found: [String] = []
        for line in lines {
            for transition in line.events(of: "transition") {
                let from = transition["from"] as? String ?? "?"
                if from != state { found.append("\(line.text): from \(from) after \(state)") }
                state = transition["to"] as? String ?? "?"
            }
        }
        return found
    }

    /// Each `screen_viewed` not preceded, in its line, by a `screen` event showing that screen.
    var viewsBeforeTheirScreens: [String] {
        lines.flatMap { line in
            line.events.indices.compactMap { position -> String? in
                let event = line.events[position]
                guard event["type"] as? String == "analytics", event["name"] as? String == "screen_viewed" else {
                    return nil
                }
                let name = (event["properties"] as? [String: Any])?["screen"] as? String
                let shownBefore = line.events[..<position].contains {
                    $0["type"] as? String == "screen" && $0["screen"] as? String == name
                }
                return shownBefore ? nil : "\(line.text): \(name ?? "?") counted before it was shown"
            }
        }
    }
}
