import Testing

@testable import Design

@Test func escapeSequencesInContentCannotStyleTheTerminal() {
    let screen = Screen(
        name: "x", title: "X", sections: [.init(rows: [.value(label: "Bio", value: "\u{1B}[31mred")])])
    let rendered = render(screen)
    #expect(!rendered.contains("\u{1B}"))
    #expect(rendered.hasSuffix("  Bio  \u{FFFD}[31mred"))
}

@Test func lineBreaksInTextRowsStartNewLines() {
    let rendered = render(screen(Screen.Section(rows: [.text("one\ntwo\r\nthree\n\nfive")])))
    #expect(rendered.hasSuffix("  one\n  two\n  three\n\n  five"))
}

@Test func tabsInContentBecomeSpaces() {
    let rendered = render(screen(Screen.Section(rows: [.item(id: "p\t1", title: "a\tb")])))
    #expect(rendered.hasSuffix("  p 1  a b"))
}

@Test func textBesideScreensKeepsItsLinesAndLosesItsControlCharacters() {
    #expect(TextRenderer.terminalSafe("plain text, as it was") == "plain text, as it was")
    #expect(TextRenderer.terminalSafe("a\u{1B}]0;title\u{07}b") == "a\u{FFFD}]0;title\u{FFFD}b")
    #expect(TextRenderer.terminalSafe("one\r\ntwo\rthree\tfour") == "one\ntwo\nthree four")
    #expect(TextRenderer.terminalSafe("C1 \u{9B}31m, DEL \u{7F}") == "C1 \u{FFFD}31m, DEL \u{FFFD}")
    #expect(TextRenderer.terminalSafe("é 名前 👍") == "é 名前 👍")
}

@Test func aSafeLineHasNoLineBreakLeft() {
    #expect(TextRenderer.terminalSafeLine("plain text, as it was") == "plain text, as it was")
    #expect(TextRenderer.terminalSafeLine("/data/x\napp-shell: forged") == "/data/x app-shell: forged")
    let breaks = "one\r\ntwo\u{2028}three\u{85}four\tfive"
    #expect(TextRenderer.terminalSafeLine(breaks) == "one two three four five")
    #expect(TextRenderer.terminalSafeLine("a\u{1B}[2Jb\u{202E}c") == "a\u{FFFD}[2Jb\u{FFFD}c")
    #expect(TextRenderer.terminalSafeLine("é 名前 👍") == "é 名前 👍")
}

@Test func bidirectionalOverridesCannotReorderWhatIsShown() {
    #expect(TextRenderer.terminalSafe("evil\u{202E}gnp.exe") == "evil\u{FFFD}gnp.exe")
    #expect(TextRenderer.terminalSafe("a\u{2066}b\u{2069}c\u{202A}d") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
    let hebrew = "שלום עולם"
    #expect(TextRenderer.terminalSafe(hebrew) == hebrew)
    let rendered = render(screen(Screen.Section(rows: [.value(label: "Bio", value: "x\u{202E}yz")])))
    #expect(rendered.hasSuffix("  Bio  x\u{FFFD}yz"))
}
