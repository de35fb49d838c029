import Testing

@testable import LineEditor

struct HistoryTests {
    @Test func itKeepsTheNewestLinesUpToItsCapacity() {
        var history = History(capacity: 3)
        for line in ["a", "b", "c", "d"] { history.add(line) }
        #expect(history.entries == ["b", "c", "d"])
    }

    @Test func aLineLongerThanTheLimitIsNotKept() {
        var history = History(entryByteLimit: 4)
        let kept = ["abcde", "abcd", "ééé"].map { history.add($0) }
        #expect(kept == [false, true, false])
    }

    @Test(arguments: [0x0A, 0x0D, 0x1B, 0x00, 0x9B, 0x202E] as [UInt32])
    func aLineHoldingAControlCharacterIsNotKept(code: UInt32) {
        var history = History()
        let kept = history.add("open \(Character(Unicode.Scalar(code)!))x")
        #expect(!kept)
        #expect(history.entries.isEmpty)
    }

    @Test func blankLinesAndARepeatOfTheNewestAreNotKept() {
        var history = History()
        let kept = ["", "   ", "print", "print", "back", "print"].map { history.add($0) }
        #expect(kept == [false, false, true, false, true, true])
        #expect(history.entries == ["print", "back", "print"])
    }

    @Test func aFileOfItsLinesReadsBackAsTheSameHistory() {
        var history = History()
        for line in ["login alice@example.com", "tab settings", "settings set appearance dark"] { history.add(line) }
        #expect(History(fileContents: history.fileContents) == history)
        #expect(String(decoding: history.fileContents, as: UTF8.self).hasSuffix("dark\n"))
    }

    @Test func aFileKeepsOnlyItsNewestUsableLines() {
        let bytes = Array("one\n".utf8) + [0xFF, 0xFE, 0x0A] + Array("two\n\u{1B}[2J\n".utf8)
            + Array(String(repeating: "x", count: 2_000).utf8) + [0x0A] + Array("three\nfour".utf8)
        let history = History(fileContents: bytes, capacity: 3)
        #expect(history.entries == ["two", "three", "four"])
    }

    @Test func searchFindsTheNewestMatchAtOrBeforeAnIndex() {
        var history = History()
        for line in ["login a", "print", "logout", "login b"] { history.add(line) }
        #expect(history.lastIndex(containing: "log", atOrBefore: 3) == 3)
        #expect(history.lastIndex(containing: "log", atOrBefore: 2) == 2)
        #expect(history.lastIndex(containing: "login", atOrBefore: 2) == 0)
        #expect(history.lastIndex(containing: "nope", atOrBefore: 3) == nil)
        #expect(history.lastIndex(containing: "log", atOrBefore: 99) == 3)
        #expect(history.lastIndex(containing: "log", atOrBefore: -1) == nil)
    }

    @Test func aHistoryOfNoCapacityKeepsNothing() {
        var history = History(capacity: 0)
        let kept = history.add("print")
        #expect(!kept)
    }
}
