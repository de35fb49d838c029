import Testing

@testable import LineEditor

/// The bytes of a terminal become keys; the cases pass byte values, never raw control text, so
/// the test runner's own output cannot be restyled by them.
struct KeyDecoderTests {
    private func keys(_ chunks: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) } + decoder.finish()
    }

    @Test func printableTextIsOneKeyPerChunk() {
        #expect(keys(Array("login alice".utf8)) == [.text("login alice")])
    }

    @Test func aCharacterCutBetweenChunksIsFinishedByTheNext() {
        let bytes = Array("café ✓".utf8)
        let keys = keys(Array(bytes[..<4]), Array(bytes[4..<6]), Array(bytes[6...]))
        #expect(keys.map { if case .text(let text) = $0 { text } else { "" } }.joined() == "café ✓")
    }

    @Test(arguments: [
        ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right),
        ([0x1B, 0x5B, 0x44], .left), ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x4F, 0x48], .home),
        ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x5B, 0x31, 0x7E], .home),
        ([0x1B, 0x5B, 0x34, 0x7E], .end), ([0x1B, 0x5B, 0x37, 0x7E], .home), ([0x1B, 0x5B, 0x38, 0x7E], .end),
        ([0x1B, 0x5B, 0x33, 0x7E], .delete), ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], .wordRight),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x44], .wordLeft), ([0x1B, 0x5B, 0x31, 0x3B, 0x33, 0x43], .wordRight),
        ([0x1B, 0x62], .wordLeft), ([0x1B, 0x66], .wordRight), ([0x1B, 0x7F], .deleteWordBackward),
    ] as [([UInt8], Key)])
    func escapeSequencesAreKeys(bytes: [UInt8], key: Key) {
        #expect(keys(bytes) == [key])
    }

    @Test(arguments: [
        (0x01, Key.home), (0x02, .left), (0x03, .interrupt), (0x04, .endOfInput), (0x05, .end), (0x06, .right),
        (0x07, .cancel), (0x08, .backspace), (0x7F, .backspace), (0x09, .tab), (0x0B, .killToEnd),
        (0x0C, .clearScreen), (0x0E, .down), (0x10, .up), (0x12, .reverseSearch), (0x15, .killToStart),
        (0x17, .deleteWordBackward), (0x0D, .enter), (0x0A, .enter),
    ] as [(UInt8, Key)])
    func controlCharactersAreTheirEmacsKeys(byte: UInt8, key: Key) {
        #expect(keys([byte]) == [key])
    }

    @Test(arguments: [0x00, 0x11, 0x13, 0x14, 0x16, 0x18, 0x19, 0x1A, 0x1C, 0x1D, 0x1E, 0x1F] as [UInt8])
    func unboundControlCharactersAndNULAreIgnored(byte: UInt8) {
        #expect(keys([UInt8(ascii: "a"), byte, UInt8(ascii: "b")]) == [.text("a"), .text("b")])
    }

    @Test func aCarriageReturnAndItsLineFeedAreOneEnterEvenAcrossChunks() {
        #expect(keys([0x61, 0x0D, 0x0A, 0x62]) == [.text("a"), .enter, .text("b")])
        #expect(keys([0x61, 0x0D], [0x0A, 0x62]) == [.text("a"), .enter, .text("b")])
        #expect(keys([0x0D, 0x0D]) == [.enter, .enter])
        #expect(keys([0x0A, 0x0A]) == [.enter, .enter])
    }

    @Test func aSequenceCutBetweenChunksIsFinishedByTheNext() {
        #expect(keys([0x1B], [0x5B], [0x41]) == [.up])
        #expect(keys([0x1B, 0x5B, 0x31, 0x3B], [0x35, 0x44]) == [.wordLeft])
    }

    @Test(arguments: [
        [0x1B, 0x5B, 0x39, 0x39, 0x58], [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E], [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E],
        [0x1B, 0x5B, 0x3F, 0x32, 0x30, 0x30, 0x34, 0x68], [0x1B, 0x4F, 0x50], [0x1B, 0x5B, 0x5A],
        [0x1B, 0x5B, 0x36, 0x7E], [0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x50],
    ] as [[UInt8]])
    func anUnknownSequenceIsSkippedWhole(bytes: [UInt8]) {
        let decoded = keys(bytes + Array("ok".utf8))
        #expect(decoded.last == .text("ok"))
        #expect(!decoded.contains(.text("[")))
    }

    @Test func anEndlessSequenceIsSkippedWithoutBeingHeld() {
        var decoder = KeyDecoder()
        var decoded = decoder.decode([0x1B, 0x5B])
        for _ in 0..<64 {
            decoded += decoder.decode([UInt8](repeating: UInt8(ascii: "1"), count: 16_384))
        }
        decoded += decoder.decode([UInt8(ascii: "A")] + Array("after".utf8))
        #expect(decoded == [.text("after")])
    }

    @Test func aSequenceBrokenByAControlCharacterEndsAndTheCharacterCounts() {
        #expect(keys([0x1B, 0x5B, 0x31, 0x03]) == [.interrupt])
        #expect(keys([0x1B, 0x4F, 0x0D]) == [.enter])
    }

    @Test func aLoneEscapeCancelsAndTheNextKeyStillCounts() {
        #expect(keys([0x1B, 0x78]) == [.cancel, .text("x")])
        #expect(keys([0x1B, 0x1B, 0x5B, 0x41]) == [.cancel, .up])
    }

    @Test func aCharacterCutShortByAControlByteIsNotFinishedByWhatFollows() {
        #expect(keys([0xE2, 0x82], [0x07, 0x61]) == [.text("\u{FFFD}"), .cancel, .text("a")])
        #expect(keys([0xE2, 0x1B, 0x5B, 0x41, 0x82, 0xAC]) == [.text("\u{FFFD}"), .up, .text("\u{FFFD}\u{FFFD}")])
    }

    @Test func bytesThatAreNotUTF8BecomeTheReplacementCharacter() {
        #expect(keys([0x61, 0xFF, 0x62]) == [.text("a\u{FFFD}b")])
        #expect(keys([0xC0, 0xAF]) == [.text("\u{FFFD}\u{FFFD}")])
    }

    @Test(arguments: [0x9B, 0x85, 0x202E, 0x2066, 0x2069, 0x202A] as [UInt32])
    func encodedControlsAndBidirectionalControlsAreDropped(code: UInt32) {
        let character = String(Character(Unicode.Scalar(code)!))
        #expect(keys(Array("a\(character)b".utf8)) == [.text("ab")])
    }

    @Test func aPartialSequenceAtTheEndOfInputIsDropped() {
        #expect(keys([0x61, 0x1B, 0x5B, 0x31]) == [.text("a")])
        #expect(keys([0x1B]) == [])
    }

    @Test func anUnfinishedCharacterAtTheEndOfInputIsTheReplacementCharacter() {
        #expect(keys([0x61, 0xE2, 0x82]) == [.text("a"), .text("\u{FFFD}")])
    }

    @Test func aDecoderIsReadyForMoreAfterFinishing() {
        var decoder = KeyDecoder()
        _ = decoder.decode([0x1B, 0x5B])
        _ = decoder.finish()
        #expect(decoder.decode(Array("x".utf8)) == [.text("x")])
    }
}
