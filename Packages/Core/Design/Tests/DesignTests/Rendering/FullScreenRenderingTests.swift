import Testing

@testable import Design

@Test func fullScreenRendersEveryPartInOrderAt64Columns() {
    #expect(
        render(profileScreen) == """
            Alice                                                    profile
            ================================================================

            ! Can't reach the server. Check your connection and try again.

            Profile
              Name   Alice
              Bio    Curious about everything, especially sentences long
                     enough to wrap.
              Posts  45

            Posts
              p45  Forty-five
                   2 January 2026
              p9   Nine
              Loading…

            Actions
              posts more    Load more posts
              post open ID  Open a post

            ----------------------------------------------------------------
            [Profile]  Settings
            """
    )
}

@Test func fullScreenRendersAtAConfiguredWidth() {
    #expect(
        render(profileScreen, width: 32) == """
            Alice                    profile
            ================================

            ! Can't reach the server. Check
              your connection and try again.

            Profile
              Name   Alice
              Bio    Curious about
                     everything, especially
                     sentences long enough
                     to wrap.
              Posts  45

            Posts
              p45  Forty-five
                   2 January 2026
              p9   Nine
              Loading…

            Actions
              posts more    Load more posts
              post open ID  Open a post

            --------------------------------
            [Profile]  Settings
            """
    )
}

@Test func noLineIsWiderThanTheConfiguredWidth() {
    for width in [20, 32, 40, 64, 100] {
        #expect(lineWidths(render(profileScreen, width: width)).allSatisfy { $0 <= width }, "width \(width)")
    }
}

@Test func renderingTheSameScreenTwiceGivesTheSameText() {
    #expect(render(profileScreen) == render(profileScreen))
}

@Test func emptyScreenIsJustItsHeader() {
    #expect(
        render(Screen(name: "launch", title: "Loading")) == """
            Loading                                                   launch
            ================================================================
            """
    )
}

@Test func renderedLinesHaveNoTrailingSpaces() {
    let lines = render(profileScreen).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.last != " " })
}
