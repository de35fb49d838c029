/// One line being edited, its history, and what each key does to them; it draws nothing.
public struct LineEditing: Sendable {
    /// What a key led to.
    public enum Outcome: Equatable, Sendable {
        case editing
        case submitted(String)
        case tooLong
        case endOfInput
        case interrupted
        case discarded
        case clearScreen
        case bell
        case listing([String])
    }

    /// What the line is for.
    public enum Mode: Sendable {
        case command
        /// A secret such as a password: nothing of it is shown, and nothing recalls or completes it.
        case secret
    }

    /// The longest text a search looks for, in characters; what is typed past it is refused.
    static let searchLimit = 256

    private struct Search: Sendable {
        var query = ""
        var match: Int?
        var failed = false
        let original: LineBuffer
    }

    /// The line and its cursor.
    public private(set) var buffer: LineBuffer
    private let history: History
    private let mode: Mode
    /// The history line shown, or `history.entries.count` for the line being typed (`draft`).
    private var recalled: Int
    private var draft = ""
    private var search: Search?

    /// An empty line of at most `byteLimit` bytes, recalling from `history`.
    public init(byteLimit: Int, history: History = History(), mode: Mode = .command) {
        self.buffer = LineBuffer(byteLimit: byteLimit)
        self.history = mode == .secret ? History() : history
        self.mode = mode
        self.recalled = self.history.entries.count
    }

    /// What `key` does to the line.
    public mutating func handle(_ key: Key, assistant: any LineAssistant = NoAssistance()) -> Outcome {
        if search != nil { return handleInSearch(key, assistant: assistant) }
        switch key {
        case .text(let text):
            let full = buffer.overflowed
            buffer.insert(text)
            return buffer.overflowed && !full ? .bell : .editing
        case .enter:
            return buffer.overflowed ? .tooLong : .submitted(buffer.text)
        case .tab:
            return mode == .command ? complete(assistant) : .bell
        case .up, .down:
            return recall(older: key == .up)
        case .reverseSearch:
            guard mode == .command else { return .bell }
            search = Search(original: buffer)
            return .editing
        case .endOfInput:
            if buffer.isEmpty { return .endOfInput }
            buffer.deleteForward()
        case .interrupt:
            return buffer.isEmpty ? .interrupted : .discarded
        case .clearScreen:
            return .clearScreen
        case .cancel:
            return .editing
        default:
            edit(key)
        }
        return .editing
    }

    /// What the terminal shows: `prompt` and the line, or the search and its match.
    public func view(prompt: String, width: Int, assistant: any LineAssistant = NoAssistance()) -> LineView {
        if let search {
            let entry = search.match.map { Array(history.entries[$0]) } ?? []
            let label = "(\(search.failed ? "failed " : "")reverse-i-search)`\(search.query)': "
            let at = search.match == nil ? 0 : Self.offset(of: search.query, in: entry) ?? 0
            return LineView(prompt: label, characters: entry, cursor: at, width: width)
        }
        if mode == .secret {
            return LineView(prompt: prompt, characters: [], cursor: 0, width: width)
        }
        return LineView(
            prompt: prompt, characters: buffer.characters, cursor: buffer.cursor,
            secret: assistant.secretRanges(in: buffer.text), width: width)
    }

    private mutating func edit(_ key: Key) {
        switch key {
        case .backspace: buffer.backspace()
        case .delete: buffer.deleteForward()
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home: buffer.moveHome()
        case .end: buffer.moveEnd()
        case .wordLeft: buffer.moveWordLeft()
        case .wordRight: buffer.moveWordRight()
        case .deleteWordBackward: buffer.deleteWordBackward()
        case .killToEnd: buffer.killToEnd()
        case .killToStart: buffer.killToStart()
        default: break
        }
    }

    private mutating func recall(older: Bool) -> Outcome {
        let count = history.entries.count
        guard older ? recalled > 0 : recalled < count else { return .bell }
        if recalled == count { draft = buffer.text }
        recalled += older ? -1 : 1
        buffer.replace(with: recalled == count ? draft : history.entries[recalled])
        return .editing
    }

    private mutating func complete(_ assistant: any LineAssistant) -> Outcome {
        let completion = assistant.completion(forTextBeforeCursor: String(buffer.characters[..<buffer.cursor]))
        let length = min(max(0, completion.wordLength), buffer.cursor)
        let typed = String(buffer.characters[(buffer.cursor - length)..<buffer.cursor])
        var seen: Set<String> = []
        let matches = completion.candidates.filter { $0.hasPrefix(typed) && seen.insert($0).inserted }
        guard let first = matches.first else { return .bell }
        if matches.count == 1 {
            let followed = buffer.cursor < buffer.characters.count && buffer.characters[buffer.cursor] == " "
            buffer.replace(last: length, with: followed ? first : first + " ")
            return .editing
        }
        let shared = matches.dropFirst().reduce(Array(first)) { common, match in
            Array(zip(common, match).prefix { $0 == $1 }.map(\.0))
        }
        guard shared.count > Array(typed).count else { return .listing(matches) }
        buffer.replace(last: length, with: String(shared))
        return .editing
    }

    private mutating func handleInSearch(_ key: Key, assistant: any LineAssistant) -> Outcome {
        guard var current = search else { return .editing }
        let newest = history.entries.count - 1
        switch key {
        case .text(let text):
            guard current.query.count < Self.searchLimit else { return .bell }
            current.query += text.prefix(Self.searchLimit - current.query.count)
            find(&current, from: current.match ?? newest)
        case .backspace:
            guard !current.query.isEmpty else { return .bell }
            current.query.removeLast()
            find(&current, from: newest)
        case .reverseSearch:
            find(&current, from: (current.match ?? newest + 1) - 1)
        case .cancel, .interrupt:
            buffer = current.original
            search = nil
            return .editing
        default:
            // Any other key takes the match as the line and then acts on it.
            if let match = current.match {
                buffer.replace(with: history.entries[match])
                recalled = match
            } else {
                buffer = current.original
            }
            search = nil
            return handle(key, assistant: assistant)
        }
        search = current
        return current.failed ? .bell : .editing
    }

    /// Moves the search to the newest line at or before `index` holding its query, or marks it failed.
    private func find(_ search: inout Search, from index: Int) {
        if let found = history.lastIndex(containing: search.query, atOrBefore: index) {
            search.match = found
            search.failed = false
        } else {
            search.failed = true
        }
    }

    private static func offset(of query: String, in characters: [Character]) -> Int? {
        let wanted = Array(query)
        guard !wanted.isEmpty, wanted.count <= characters.count else { return nil }
        return (0...(characters.count - wanted.count)).first { characters[$0..<($0 + wanted.count)].elementsEqual(wanted) }
    }
}
