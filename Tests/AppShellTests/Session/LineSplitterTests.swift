import Testing

@testable import AppShell

/// Hands out `chunks` one per read, then the end of input; counts the reads.
private final class Chunks {
    private var chunks: [[UInt8]]
    private(set) var reads = 0

    init(_ chunks: [String]) {
        self.chunks = chunks.map { Array($0.utf8) }
    }

    func read() -> [UInt8] {
        reads += 1
        return chunks.isEmpty ? [] : chunks.removeFirst()
    }
}

struct LineSplitterTests {
    private func lines(_ chunks: [String], limit: Int = 8) -> [InputLine] {
        let source = Chunks(chunks)
        var splitter = LineSplitter(limit: limit)
        var lines: [InputLine] = []
        while let line = splitter.next(read: source.read) { lines.append(line) }
        return lines
    }

    @Test func linesAreCutAtNewlinesAcrossChunksAndTheLastNeedsNone() {
        let expected: [InputLine] = [.text("print"), .text(""), .text("wait 1"), .text("quit")]
        #expect(lines(["pri", "nt\n\nwait 1\r", "\nquit"]) == expected)
        #expect(lines([]) == [])
        #expect(lines(["\n"]) == [.text("")])
    }

    @Test func aLineLongerThanTheLimitIsPassedOverWholeAndTheNextIsRead() {
        #expect(lines(["print\n123456789\nquit\n"]) == [.text("print"), .tooLong, .text("quit")])
        #expect(lines(["12345678\n"]) == [.text("12345678")])
        #expect(lines(["1234", "5678", "9abc", "def\n", "quit\n"]) == [.tooLong, .text("quit")])
        #expect(lines(["1234", "5678", "9abc"]) == [.tooLong])
    }

    @Test func theCarriageReturnOfACRLFDoesNotCountTowardsTheLimit() {
        #expect(lines(["12345678\r\n"]) == [.text("12345678")])
        #expect(lines(["1234", "5678", "\r", "\nquit"]) == [.text("12345678"), .text("quit")])
        #expect(lines(["12345678\r"]) == [.text("12345678")])
        #expect(lines(["123456789\r\n"]) == [.tooLong])
        #expect(lines(["\r"]) == [.text("")])
    }

    @Test func anEndlessLineIsDroppedAsItArrivesNotHeld() {
        // A line that runs on for a thousand chunks is dropped as it comes (the splitter holds at
        // most the limit and a chunk) and reported once its newline arrives.
        let source = Chunks(Array(repeating: "yyyy", count: 1_000) + ["\n", "print\n"])
        var splitter = LineSplitter(limit: 8)
        #expect(splitter.next(read: source.read) == .tooLong)
        #expect(source.reads == 1_001)
        #expect(splitter.next(read: source.read) == .text("print"))
        #expect(splitter.next(read: source.read) == nil)
    }

    @Test func bytesThatAreNotUTF8AreRepairedAsReadLineDoes() {
        var chunks = [[UInt8(ascii: "a"), 0xFF, UInt8(ascii: "\n")]]
        var splitter = LineSplitter(limit: 8)
        let line = splitter.next { chunks.isEmpty ? [] : chunks.removeFirst() }
        #expect(line == .text("a\u{FFFD}"))
    }
}
