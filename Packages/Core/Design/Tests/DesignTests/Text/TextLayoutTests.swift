import Testing

@testable import Design

@Test func wrapBreaksBetweenWordsAtTheWidth() {
    #expect(TextLayout.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
}

@Test func wrapCollapsesRunsOfSpaces() {
    #expect(TextLayout.wrap("a    b", width: 10) == ["a b"])
}

@Test func wrapBreaksAWordWiderThanTheLine() {
    #expect(TextLayout.wrap("go abcdefghij", width: 4) == ["go", "abcd", "efgh", "ij"])
}

@Test func wrapOfEmptyTextHasNoLines() {
    #expect(TextLayout.wrap("", width: 10).isEmpty)
}

@Test func wrapKeepsACharacterWiderThanTheLineWhole() {
    #expect(TextLayout.wrap("漢字", width: 1) == ["漢", "字"])
}

@Test func truncateLeavesFittingTextAlone() {
    #expect(TextLayout.truncate("abc", width: 3) == "abc")
}

@Test func truncateEndsCutTextWithAnEllipsis() {
    #expect(TextLayout.truncate("abcdef", width: 4) == "abc…")
}

@Test func truncateCountsWideCharactersAsTwoColumns() {
    #expect(TextLayout.truncate("漢字漢字", width: 5) == "漢字…")
}

@Test func padFillsToTheWidthInColumns() {
    #expect(TextLayout.pad("漢", to: 4) == "漢  ")
}

@Test(arguments: [
    ("a", 1), ("漢", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("👍🏽", 2), ("👩‍👩‍👧‍👦", 2), ("🇳🇿", 2), ("❤️", 2), ("❤", 1),
    ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0),
])
func characterColumnsMatchHowTerminalsDrawThem(text: String, columns: Int) {
    #expect(Character(text).columns == columns)
}

@Test(arguments: [
    ("plain ascii ~", 13), ("tab\there", 8), ("café", 4), ("日本", 4), ("a\r\nb", 3), ("", 0),
])
func textColumnsAgreeWithTheCharactersWhetherOrNotTheTextIsPrintableASCII(text: String, columns: Int) {
    #expect(text.columns == columns)
    #expect(text.columns == text.reduce(0) { $0 + $1.columns })
}
