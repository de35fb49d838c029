import Testing

@testable import ArchTools

struct TerminalTextTests {
    @Test(arguments: [
        ("Bad\u{1B}]0;title\u{07}.swift", "Bad\u{FFFD}]0;title\u{FFFD}.swift"),
        ("--\u{1B}[2J", "--\u{FFFD}[2J"),
        ("done\rfake", "done\u{FFFD}fake"),
        ("a\tb\u{7F}c\u{0}", "a\u{FFFD}b\u{FFFD}c\u{FFFD}"),
        ("\u{9B}31m", "\u{FFFD}31m"),
        ("evil\u{202E}gnp.swift", "evil\u{FFFD}gnp.swift"),
        ("\u{2066}isolated\u{2069}", "\u{FFFD}isolated\u{FFFD}"),
    ] as [(UnsafeText, String)])
    func controlAndReorderingCharactersBecomeReplacementCharacters(text: UnsafeText, shown: String) {
        #expect(TerminalText.safe(text.text) == shown)
    }

    @Test(arguments: ["Packages/Core/Design", "Café Ünbox — 日本 🙂", "two\nlines", ""] as [UnsafeText])
    func printableTextAndLineBreaksAreKept(text: UnsafeText) {
        #expect(TerminalText.safe(text.text) == text.text)
    }
}
