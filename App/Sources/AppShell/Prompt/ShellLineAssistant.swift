import Design
import LineEditor

/// What Tab offers at the prompt and what the prompt masks, read from the shell's command table.
struct ShellLineAssistant: LineAssistant {
    var windowIDs: [String] = []
    var screenIDs: [String] = []

    func completion(forTextBeforeCursor text: String) -> Completion {
        let line = PromptWords(text)
        var words = line.words.map(\.text)
        let typed = line.endsInWord ? words.removeLast() : ""
        // Inside quotes the word is free text: nothing to offer.
        if line.endsInWord, let last = line.words.last, Array(text)[last.range.lowerBound] == "\"" {
            return .none
        }
        let offered = candidates(after: words)
        if !typed.isEmpty, !offered.contains(where: { $0.hasPrefix(typed) }), endsFreeText(words + [typed]) {
            // The word is complete, as a password manager's auto-type (EMAIL Tab PASSWORD) means it:
            // Tab ends it, so what follows is the next argument, a password shown as `*`.
            return Completion(wordLength: typed.count, candidates: [typed])
        }
        return Completion(wordLength: typed.count, candidates: offered)
    }

    /// Whether the last of `words` is a free-text argument (no listed values) and another argument follows it.
    private func endsFreeText(_ words: [String]) -> Bool {
        let table = ShellCommands.table
        guard let current = table.nextWord(after: Array(words.dropLast())).argument, current.values.isEmpty,
            current.option == nil
        else { return false }
        return table.nextWord(after: words).argument != nil
    }

    func secretRanges(in line: String) -> [Range<Int>] {
        let words = PromptWords(line).words
        guard let position = ShellCommands.table.secretPosition(in: words.map(\.text)) else { return [] }
        return [words[position].range]
    }

    func candidates(after words: [String]) -> [String] {
        if words.first == "help" {
            return ShellCommands.table.nextWord(after: Array(words.dropFirst())).commandWords
        }
        let slot = ShellCommands.table.nextWord(after: words)
        if words.isEmpty {
            return slot.commandWords + ShellCommands.interactive.flatMap { $0.words.prefix(1) }
        }
        guard slot.commandWords.isEmpty else { return slot.commandWords }
        guard let wanted = slot.argument else { return slot.options }
        if wanted.isSecret { return [] }
        return values(for: wanted, of: slot.command) + slot.options
    }

    private func values(for wanted: ArgumentSlot.Wanted, of command: Command?) -> [String] {
        if !wanted.values.isEmpty { return wanted.values }
        let names = command?.words ?? []
        if wanted.option == "window" || (names.first == "window" && names.count > 1 && names[1] != "open") {
            return windowIDs
        }
        return wanted.placeholder == "ID" ? screenIDs : []
    }
}
