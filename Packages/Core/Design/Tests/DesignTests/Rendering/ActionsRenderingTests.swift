import Testing

@testable import Design

@Test func actionsListEachCommandWithWhatItDoesAligned() {
    let screen = Screen(
        name: "post:p5",
        title: "Post",
        actions: [
            .init(command: "back", title: "Back to the profile"),
            .init(command: "window open post p5", title: "Open in a window"),
        ]
    )
    #expect(
        render(screen, width: 48) == """
            Post                                     post:p5
            ================================================

            Actions
              back                 Back to the profile
              window open post p5  Open in a window
            """
    )
}

@Test func actionTitlesWrapInTheirColumn() {
    let screen = Screen(
        name: "x", title: "X", actions: [.init(command: "posts more", title: "Load the next page of posts")])
    #expect(
        render(screen, width: 30).hasSuffix(
            """
            Actions
              posts more  Load the next
                          page of posts
            """
        )
    )
}

@Test func screenWithoutActionsHasNoActionsHeading() {
    #expect(!render(screen(Screen.Section(rows: [.text("Hi")]))).contains("Actions"))
}
