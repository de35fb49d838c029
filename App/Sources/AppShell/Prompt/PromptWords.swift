/// The words of a line as it is typed, split as ``ScriptTokenizer`` does but with an open quote allowed.
struct PromptWords: Equatable {
    struct Word: Equatable {
        let text: String
        let range: Range<Int>
    }

    let words: [Word]
    let endsInWord: Bool

    init(_ line: String) {
        let characters = Array(line)
        var words: [Word] = []
        var index = 0
        while index < characters.count {
            if Self.isSeparator(characters[index]) {
                index += 1
                continue
            }
            let start = index
            if characters[index] == "\"" {
                let close = characters[(index + 1)...].firstIndex(of: "\"") ?? characters.count
                index = min(close + 1, characters.count)
                words.append(Word(text: String(characters[(start + 1)..<close]), range: start..<index))
            } else {
                while index < characters.count, !Self.isSeparator(characters[index]) { index += 1 }
                words.append(Word(text: String(characters[start..<index]), range: start..<index))
            }
        }
        self.words = words
        self.endsInWord = words.last?.range.upperBound == characters.count
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }
}
