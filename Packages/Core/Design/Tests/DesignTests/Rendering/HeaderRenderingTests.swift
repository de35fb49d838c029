import Testing

@testable import Design

@Test func headerShowsTheTitleLeftAndTheNameRightOverARule() {
    #expect(
        render(Screen(name: "post:p5", title: "Hello"), width: 24) == """
            Hello            post:p5
            ========================
            """
    )
}

@Test func headerTruncatesALongTitleToKeepTheName() {
    let screen = Screen(name: "profile:u-bob", title: "A title far too long for the header line")
    #expect(
        render(screen, width: 32) == """
            A title far too l… profile:u-bob
            ================================
            """
    )
}

@Test func headerTruncatesANameLongerThanHalfTheWidth() {
    let screen = Screen(name: "settings:notifications-and-more", title: "Settings")
    #expect(
        render(screen, width: 24) == """
            Settings    settings:no…
            ========================
            """
    )
}

@Test func headerPutsATitleWithLineBreaksOnOneLine() {
    #expect(render(Screen(name: "x", title: "Two\nlines"), width: 20).hasPrefix("Two lines          x\n"))
}
