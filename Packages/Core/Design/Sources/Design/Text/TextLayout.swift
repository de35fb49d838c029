/// Fitting text into terminal columns: wrapping, truncation and padding, never splitting a grapheme cluster.
enum TextLayout {
    static func wrap(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.safeLines.flatMap { line -> [String] in
            let words = line.split(separator: " ").map(String.init)
            return words.isEmpty ? [""] : wrap(words: words, width: width)
        }
    }

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

    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.columns))
    }

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
