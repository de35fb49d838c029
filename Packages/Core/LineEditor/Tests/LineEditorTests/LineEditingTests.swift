import Testing

@testable import LineEditor

/// Completes the word before the cursor from a fixed list, and hides the third word of a line,
/// as the shell hides a password.
private struct ListAssistant: LineAssistant {
    var words: [String] = []

    func completion(forTextBeforeCursor text: String) -> Completion {
        let typed = text.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
        return Completion(wordLength: typed.count, candidates: words)
    }

    func secretRanges(in line: String) -> [Range<Int>] {
        var start = 0
        for (index, word) in line.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index == 2 { return [start..<(start + word.count)] }
            start += word.count + 1
        }
        return []
    }
}

struct LineEditingTests {
    private func editing(
        _ keys: [Key], history: [String] = [], mode: LineEditing.Mode = .command,
        assistant: any LineAssistant = NoAssistance(), limit: Int = 1_024
    ) -> (outcomes: [LineEditing.Outcome], editing: LineEditing) {
        var stored = History()
        history.forEach { stored.add($0) }
        var editing = LineEditing(byteLimit: limit, history: stored, mode: mode)
        let outcomes = keys.map { editing.handle($0, assistant: assistant) }
        return (outcomes, editing)
    }

    @Test func editingKeysChangeTheLineWhereTheCursorIs() {
        let keys: [Key] = [
            .text("hallo"), .left, .left, .left, .backspace, .text("e"), .end, .text(" world"), .home, .delete,
            .text("H"), .wordRight, .wordRight, .deleteWordBackward, .text("there"), .enter,
        ]
        #expect(editing(keys).outcomes.last == .submitted("Hello there"))
    }

    @Test func killKeysCutTheLineAtTheCursor() {
        let keys: [Key] = [.text("window open post p5"), .wordLeft, .killToEnd, .home, .wordRight, .killToStart, .enter]
        #expect(editing(keys).outcomes.last == .submitted(" open post "))
    }

    @Test func upAndDownWalkTheHistoryAndComeBackToTheLineBeingTyped() {
        let history = ["login alice@example.com", "tab settings"]
        let result = editing([.text("pri"), .up, .up, .up, .down, .down, .text("nt"), .enter], history: history)
        #expect(result.outcomes[3] == .bell)
        #expect(result.outcomes.last == .submitted("print"))
        #expect(editing([.up, .up, .enter], history: history).outcomes.last == .submitted("login alice@example.com"))
    }

    @Test func aRecalledLineCanBeEditedBeforeItRuns() {
        let result = editing([.up, .backspace, .backspace, .text("b5"), .enter], history: ["window open post p5"])
        #expect(result.outcomes.last == .submitted("window open post b5"))
    }

    @Test func ctrlRFindsTheNewestMatchAsItIsTypedAndAgainFurtherBack() {
        let history = ["login alice@example.com", "print", "login bob@example.com", "tab settings"]
        #expect(editing([.reverseSearch, .text("log"), .enter], history: history).outcomes.last
            == .submitted("login bob@example.com"))
        #expect(editing([.reverseSearch, .text("log"), .reverseSearch, .enter], history: history).outcomes.last
            == .submitted("login alice@example.com"))
    }

    @Test func aSearchShowsItsQueryAndTheMatchWithTheCursorOnIt() {
        let result = editing([.reverseSearch, .text("sett")], history: ["print", "tab settings"])
        let view = result.editing.view(prompt: "app> ", width: 80)
        #expect(view.prompt == "(reverse-i-search)`sett': ")
        #expect(view.text == "tab settings")
        #expect(view.cursorColumn == view.prompt.count + 4)
    }

    @Test func aSearchThatFindsNothingMoreSaysSoAndKeepsItsMatch() {
        let result = editing([.reverseSearch, .text("print"), .reverseSearch], history: ["print", "back"])
        #expect(result.outcomes.last == .bell)
        #expect(result.editing.view(prompt: "", width: 80).prompt.hasPrefix("(failed reverse-i-search)"))
        #expect(result.editing.view(prompt: "", width: 80).text == "print")
    }

    @Test func escapeLeavesASearchWithTheLineAsItWas() {
        let result = editing([.text("ba"), .reverseSearch, .text("pr"), .cancel, .text("ck"), .enter], history: ["print"])
        #expect(result.outcomes.last == .submitted("back"))
    }

    @Test func anotherKeyTakesTheMatchAndActs() {
        let result = editing([.reverseSearch, .text("open"), .end, .text(" --window main"), .enter], history: ["open app://settings"])
        #expect(result.outcomes.last == .submitted("open app://settings --window main"))
    }

    @Test func ctrlCDropsALineWithTextAndEndsOnAnEmptyOne() {
        #expect(editing([.text("lgoin"), .interrupt]).outcomes.last == .discarded)
        #expect(editing([.interrupt]).outcomes == [.interrupted])
    }

    @Test func ctrlDEndsAnEmptyLineAndDeletesOtherwise() {
        #expect(editing([.endOfInput]).outcomes == [.endOfInput])
        #expect(editing([.text("ab"), .home, .endOfInput, .enter]).outcomes.last == .submitted("b"))
    }

    @Test func ctrlLAsksForTheScreenToBeCleared() {
        #expect(editing([.text("print"), .clearScreen]).outcomes.last == .clearScreen)
    }

    @Test func tabCompletesAWordThatHasOneCandidate() {
        let assistant = ListAssistant(words: ["window", "wait"])
        #expect(editing([.text("win"), .tab, .enter], assistant: assistant).outcomes.last == .submitted("window "))
    }

    @Test func tabAddsWhatSeveralCandidatesShareThenListsThem() {
        let assistant = ListAssistant(words: ["post-p5", "post-p45", "main"])
        let result = editing([.text("po"), .tab, .tab], assistant: assistant)
        #expect(result.editing.buffer.text == "post-p")
        #expect(result.outcomes.last == .listing(["post-p5", "post-p45"]))
    }

    @Test func tabWithNoCandidateRingsTheBell() {
        #expect(editing([.text("zz"), .tab], assistant: ListAssistant(words: ["print"])).outcomes.last == .bell)
    }

    @Test func theSecretWordIsShownMaskedAsItIsTyped() {
        let result = editing([.text("login alice s3cret")], assistant: ListAssistant())
        let view = result.editing.view(prompt: "app> ", width: 80, assistant: ListAssistant())
        #expect(view.text == "login alice ******")
    }

    @Test func aSecretLineShowsNothingAndNeitherRecallsNorCompletes() {
        let result = editing(
            [.text("pw"), .up, .tab, .reverseSearch, .enter], history: ["print"], mode: .secret,
            assistant: ListAssistant(words: ["pwned"]))
        #expect(result.outcomes == [.editing, .bell, .bell, .bell, .submitted("pw")])
        let view = result.editing.view(prompt: "Password: ", width: 80)
        #expect(view.text.isEmpty)
        #expect(view.cursorColumn == 10)
    }

    @Test func aLinePastTheLimitIsPassedOverOnEnter() {
        let result = editing([.text("abc"), .text(String(repeating: "x", count: 10_000)), .text("y"), .enter], limit: 8)
        #expect(result.outcomes == [.editing, .bell, .editing, .tooLong])
        #expect(result.editing.buffer.text.count == 8)
    }
}
