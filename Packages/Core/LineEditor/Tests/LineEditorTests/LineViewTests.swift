import Testing

@testable import LineEditor

struct LineViewTests {
    private func view(_ text: String, cursor: Int? = nil, width: Int, secret: [Range<Int>] = []) -> LineView {
        LineView(prompt: "app> ", characters: Array(text), cursor: cursor ?? text.count, secret: secret, width: width)
    }

    @Test func aLineThatFitsIsShownWhole() {
        let shown = view("print", cursor: 2, width: 80)
        #expect(shown.text == "print")
        #expect(shown.cursorColumn == 7)
    }

    @Test func aLongerLineScrollsSoTheCursorIsOnScreen() {
        let line = String(repeating: "abcdefghij", count: 3)
        let atEnd = view(line, width: 20)
        #expect(atEnd.text == String(line.suffix(13)))
        #expect(atEnd.cursorColumn == 18)
        let atStart = view(line, cursor: 0, width: 20)
        #expect(atStart.text == String(line.prefix(14)))
        #expect(atStart.cursorColumn == 5)
    }

    @Test func wideCharactersTakeTwoColumns() {
        let shown = view("表示する文字列です", width: 16)
        #expect(shown.text == "字列です")
        #expect(shown.cursorColumn == 13)
    }

    @Test func secretCharactersAreShownAsStars() {
        #expect(view("login a pw", width: 80, secret: [8..<10]).text == "login a **")
    }

    @Test func aPromptTooWideForTheTerminalIsCut() {
        let shown = LineView(prompt: String(repeating: "p", count: 30), characters: Array("x"), cursor: 1, width: 20)
        #expect(shown.prompt.count == 10)
        #expect(shown.text == "x")
    }

    @Test func aVeryLongLineShowsOnlyWhatIsNearTheCursor() {
        let characters = [Character](repeating: "x", count: 1 << 20)
        let shown = LineView(prompt: "app> ", characters: characters, cursor: 1 << 19, width: 80)
        #expect(shown.text.count == 74)
        #expect(shown.cursorColumn == 78)
    }

    @Test func zeroWidthCharactersCannotMakeTheWalkUnbounded() {
        let characters = [Character](repeating: "\u{200B}", count: 100_000)
        let shown = LineView(prompt: "", characters: characters, cursor: 50_000, width: 10)
        #expect(shown.text.unicodeScalars.count <= 10 * 4 * 2)
    }
}
