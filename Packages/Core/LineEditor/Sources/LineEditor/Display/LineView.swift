/// What one terminal line shows of a prompt and its line, scrolled so the cursor is on screen and
/// secrets shown as `*`.
public struct LineView: Equatable, Sendable {
    /// The prompt as shown, cut when it would leave no room for the line.
    public let prompt: String
    /// The part of the line shown after the prompt.
    public let text: String
    /// The column of the cursor, counted from the start of the terminal's line.
    public let cursorColumn: Int

    /// The view of `characters` after `prompt` within `width` columns, `secret` shown as `*`.
    public init(prompt: String, characters: [Character], cursor: Int, secret: [Range<Int>] = [], width: Int) {
        let width = max(width, 2)
        var prompt = prompt
        if prompt.columns > width / 2, prompt.columns + 2 > width {
            prompt = Self.prefix(of: prompt, columns: width / 2)
        }
        let room = max(1, width - prompt.columns - 1)
        let shown = { (index: Int) -> Character in
            secret.contains { $0.contains(index) } ? "*" : characters[index]
        }
        // Back from the cursor while the text fits; a zero-width run ends the walk too, bounding it.
        var start = min(cursor, characters.count)
        var before = 0
        while start > 0, cursor - start < room * 4 {
            let columns = shown(start - 1).columns
            if before + columns > room - 1 { break }
            before += columns
            start -= 1
        }
        var end = min(cursor, characters.count)
        var used = before
        while end < characters.count, end - start < room * 4 {
            let columns = shown(end).columns
            if used + columns > room { break }
            used += columns
            end += 1
        }
        self.prompt = prompt
        self.text = String((start..<end).map(shown))
        self.cursorColumn = prompt.columns + before
    }

    private static func prefix(of text: String, columns: Int) -> String {
        var used = 0
        return String(
            text.prefix { character in
                used += character.columns
                return used <= columns
            })
    }
}
