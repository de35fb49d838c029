import Testing

@testable import LineEditor

struct LineBufferTests {
    private func buffer(_ text: String, cursor: Int? = nil, limit: Int = 1_024) -> LineBuffer {
        var buffer = LineBuffer(byteLimit: limit)
        buffer.insert(text)
        for _ in 0..<(text.count - (cursor ?? text.count)) { buffer.moveLeft() }
        return buffer
    }

    @Test func textGoesInAtTheCursor() {
        var line = buffer("helo", cursor: 3)
        line.insert("l")
        #expect(line.text == "hello")
        #expect(line.cursor == 4)
    }

    @Test func backspaceAndDeleteTakeTheCharacterBeforeAndUnderTheCursor() {
        var line = buffer("abcd", cursor: 2)
        line.backspace()
        #expect((line.text, line.cursor) == ("acd", 1))
        line.deleteForward()
        #expect((line.text, line.cursor) == ("ad", 1))
        line.moveHome()
        line.backspace()
        line.moveEnd()
        line.deleteForward()
        #expect((line.text, line.cursor) == ("ad", 2))
    }

    @Test func theCursorStaysWithinTheLine() {
        var line = buffer("ab")
        line.moveRight()
        #expect(line.cursor == 2)
        line.moveHome()
        line.moveLeft()
        #expect(line.cursor == 0)
    }

    @Test func killsTakeEverythingBeforeOrAfterTheCursor() {
        var line = buffer("window open post p5", cursor: 6)
        line.killToEnd()
        #expect((line.text, line.cursor) == ("window", 6))
        line = buffer("window open post p5", cursor: 7)
        line.killToStart()
        #expect((line.text, line.cursor) == ("open post p5", 0))
    }

    @Test func wordsAreSeparatedBySpaces() {
        var line = buffer("post open  p5")
        line.deleteWordBackward()
        #expect(line.text == "post open  ")
        line.deleteWordBackward()
        #expect(line.text == "post ")
        line.moveWordLeft()
        #expect(line.cursor == 0)
        line.moveWordRight()
        #expect(line.cursor == 4)
    }

    @Test func aCharacterIsOneStepWhateverItsBytes() {
        var line = buffer("née 👍🏽")
        line.backspace()
        line.moveLeft()
        line.backspace()
        #expect(line.text == "né ")
    }

    @Test func textPastTheLimitIsRefusedAndTheLineSaysSo() {
        var line = buffer("abc", limit: 5)
        line.insert("é✓")
        #expect(line.text == "abcé")
        #expect(line.overflowed)
        line.replace(with: "x")
        #expect(!line.overflowed)
    }

    @Test func emptyingAnOverflowedLineStartsAfresh() {
        var line = buffer("abcdef", limit: 4)
        #expect(line.overflowed)
        line.killToStart()
        #expect(!line.overflowed)
        #expect(line.isEmpty)
    }

    @Test func aCompletedWordReplacesWhatWasTyped() {
        var line = buffer("window fo", cursor: 9)
        line.replace(last: 2, with: "focus ")
        #expect((line.text, line.cursor) == ("window focus ", 13))
    }
}
