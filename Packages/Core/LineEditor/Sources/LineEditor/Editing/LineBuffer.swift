/// The line being edited and its cursor, at most ``byteLimit`` bytes: text past it is never held.
public struct LineBuffer: Equatable, Sendable {
    /// The characters of the line.
    public private(set) var characters: [Character] = []
    /// Where the cursor is: the number of characters before it.
    public private(set) var cursor = 0
    /// The most bytes the line holds.
    public let byteLimit: Int
    /// Whether text was refused for passing the limit since the line was last empty.
    public private(set) var overflowed = false
    private var byteCount = 0

    /// An empty line of at most `byteLimit` bytes.
    public init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The line's text.
    public var text: String { String(characters) }

    /// Whether the line holds nothing.
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts `text` at the cursor, as much of it as fits.
    public mutating func insert(_ text: String) {
        var accepted: [Character] = []
        for character in text {
            let size = character.utf8.count
            guard byteCount + size <= byteLimit else {
                overflowed = true
                break
            }
            byteCount += size
            accepted.append(character)
        }
        characters.insert(contentsOf: accepted, at: cursor)
        cursor += accepted.count
    }

    /// Replaces the whole line with `text` (as much as fits), the cursor at its end.
    public mutating func replace(with text: String) {
        characters.removeAll()
        cursor = 0
        byteCount = 0
        overflowed = false
        insert(text)
    }

    /// Deletes the character before the cursor.
    public mutating func backspace() {
        guard cursor > 0 else { return }
        remove(cursor - 1..<cursor)
    }

    /// Deletes the character under the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        remove(cursor..<cursor + 1)
    }

    /// Moves the cursor one character left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }

    /// Moves the cursor one character right.
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

    /// Moves the cursor to the start of the line.
    public mutating func moveHome() { cursor = 0 }

    /// Moves the cursor to the end of the line.
    public mutating func moveEnd() { cursor = characters.count }

    /// Moves the cursor to the start of the word before it (words are separated by spaces).
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    /// Moves the cursor past the end of the word after it.
    public mutating func moveWordRight() {
        var index = cursor
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        cursor = index
    }

    /// Deletes from the cursor to the end of the line.
    public mutating func killToEnd() { remove(cursor..<characters.count) }

    /// Deletes from the start of the line to the cursor.
    public mutating func killToStart() { remove(0..<cursor) }

    /// Deletes the word before the cursor and the spaces after it.
    public mutating func deleteWordBackward() { remove(wordStart(before: cursor)..<cursor) }

    /// Replaces the `count` characters before the cursor with `text` (a completed word).
    public mutating func replace(last count: Int, with text: String) {
        remove(max(0, cursor - count)..<cursor)
        insert(text)
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        byteCount -= characters[range].reduce(0) { $0 + $1.utf8.count }
        characters.removeSubrange(range)
        if characters.isEmpty { overflowed = false }
        if cursor >= range.upperBound {
            cursor -= range.count
        } else if cursor > range.lowerBound {
            cursor = range.lowerBound
        }
    }
}
