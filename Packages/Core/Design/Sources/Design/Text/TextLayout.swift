/// Fitting text into columns: word wrapping, truncation and padding, measured in terminal columns
/// and never splitting a character as users see it (a grapheme cluster).
enum TextLayout {
    /// The text wrapped into lines of at most `width` columns. Line breaks in the text are kept,
    /// runs of spaces collapse to one, and a word wider than a line is broken between characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.safeLines.flatMap { line -> [String] in
            let words = line.split(separator: " ").map(String.init)
            return words.isEmpty ? [""] : wrap(words: words, width: width)
        }
    }

    /// Words laid out greedily into lines of at most `width` columns, one space between them. A
    /// word is kept whole unless it is wider than a line. Each word is measured once, so long
    /// text takes time in proportion to its length, not to its length times the width.
    private static func wrap(words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentColumns = 0
        for word in words {
            let wordColumns = word.columns
            if wordColumns > width {
                if !current.isEmpty { lines.append(current) }
                var pieces = breakWord(word, width: width)
                current = pieces.removeLast()
                currentColumns = current.columns
                lines += pieces
            } else if current.isEmpty {
                current = word
                currentColumns = wordColumns
            } else if currentColumns + 1 + wordColumns <= width {
                current += " " + word
                currentColumns += 1 + wordColumns
            } else {
                lines.append(current)
                current = word
                currentColumns = wordColumns
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The text on one line of at most `width` columns, ending in `…` when it had to be cut.
    static func truncate(_ text: String, width: Int) -> String {
        let text = text.singleLine
        guard text.columns > width else { return text }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            guard used + character.columns + 1 <= width else { break }
            kept.append(character)
            used += character.columns
        }
        return kept + "…"
    }

    /// The text followed by spaces up to `width` columns.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.columns))
    }

    /// A word cut into pieces of at most `width` columns; a piece holds at least one character,
    /// so a character wider than the line still makes progress.
    private static func breakWord(_ word: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        var currentColumns = 0
        for character in word {
            let columns = character.columns
            if !current.isEmpty && currentColumns + columns > width {
                pieces.append(current)
                current = ""
                currentColumns = 0
            }
            current.append(character)
            currentColumns += columns
        }
        pieces.append(current)
        return pieces
    }
}
