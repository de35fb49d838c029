import Testing

@testable import ArchToolsCore

struct TerminalTextTests {
    /// The argument is the character's code (ESC, BEL, carriage return, tab, DEL, NUL, the C1
    /// CSI and NEL, a right-to-left override, an isolate's start and end), not a text holding it:
    /// the test runner prints arguments as they are, and would steer the terminal itself.
    @Test(arguments: [0x1B, 0x07, 0x0D, 0x09, 0x7F, 0x00, 0x9B, 0x85, 0x202E, 0x2066, 0x2069] as [UInt32])
    func controlAndReorderingCharactersBecomeReplacementCharacters(code: UInt32) throws {
        let character = try #require(Unicode.Scalar(code))

        #expect(TerminalText.safe("Bad\(character)]0;title.swift") == "Bad\u{FFFD}]0;title.swift")
    }

    @Test(arguments: ["Packages/Core/Design", "Café Ünbox — 日本 🙂", "two\nlines", ""])
    func printableTextAndLineBreaksAreKept(text: String) {
        #expect(TerminalText.safe(text) == text)
    }

    @Test func aSafeLineHasNoLineBreakLeft() {
        #expect(
            TerminalText.safeLine("Bad\narch-check: 0 violations.swift")
                == "Bad\u{FFFD}arch-check: 0 violations.swift")
        #expect(TerminalText.safeLine("a\u{1B}[2J\u{202E}b") == "a\u{FFFD}[2J\u{FFFD}b")
        #expect(TerminalText.safeLine("Café Ünbox — 日本 🙂") == "Café Ünbox — 日本 🙂")
    }
}
