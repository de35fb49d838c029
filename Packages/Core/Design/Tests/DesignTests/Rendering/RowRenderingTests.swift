import Testing

@testable import Design

/// The rendered section only, without the screen's header.
private func renderBody(_ section: Screen.Section, width: Int = 40) -> String {
    let text = render(screen(section), width: width)
    return String(text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)[3])
}

@Test func textRowWrapsAtTheIndentedWidth() {
    let section = Screen.Section(rows: [.text("Welcome! This short tour shows what the app can do for you.")])
    #expect(
        renderBody(section, width: 30) == """
              Welcome! This short tour
              shows what the app can do
              for you.
            """
    )
}

@Test func valueRowsAlignTheirValuesAfterTheLongestLabel() {
    let section = Screen.Section(rows: [
        .value(label: "Name", value: "Alice"), .value(label: "Email", value: "a@x.io"),
    ])
    #expect(
        renderBody(section) == """
              Name   Alice
              Email  a@x.io
            """
    )
}

@Test func valueRowWithAnEmptyValueShowsOnlyItsLabel() {
    let section = Screen.Section(rows: [.value(label: "Bio", value: "")])
    #expect(renderBody(section) == "  Bio")
}

@Test func toggleRowShowsABoxAndOnOrOff() {
    let section = Screen.Section(rows: [
        .toggle(label: "Push", isOn: true), .toggle(label: "Email", isOn: false),
    ])
    #expect(
        renderBody(section) == """
              Push   [x] on
              Email  [ ] off
            """
    )
}

@Test func choiceRowBracketsTheSelectedOption() {
    let section = Screen.Section(rows: [
        .choice(label: "Appearance", options: ["light", "dark", "system"], selected: "system")
    ])
    #expect(renderBody(section) == "  Appearance  light  dark  [system]")
}

@Test func choiceRowRunsOntoMoreLinesWithoutSplittingAnOption() {
    let section = Screen.Section(rows: [
        .choice(label: "Theme", options: ["light", "dark", "high contrast"], selected: "dark")
    ])
    #expect(
        renderBody(section, width: 24) == """
              Theme  light  [dark]
                     high contrast
            """
    )
}

@Test func itemRowsAlignTitlesAfterTheLongestIDWithTheDetailBelow() {
    let section = Screen.Section(rows: [
        .item(id: "p45", title: "Forty-five", detail: "2 January 2026"),
        .item(id: "p9", title: "Nine"),
    ])
    #expect(
        renderBody(section) == """
              p45  Forty-five
                   2 January 2026
              p9   Nine
            """
    )
}

@Test func loadingAndEndOfListAreMarkers() {
    let section = Screen.Section(rows: [.loading, .endOfList])
    #expect(
        renderBody(section) == """
              Loading…
              End of list
            """
    )
}

@Test func sectionTitleHeadsItsRows() {
    let text = render(
        screen(Screen.Section(title: "Notifications", rows: [.toggle(label: "Push", isOn: true)])), width: 30)
    #expect(
        text == """
            Test                      test
            ==============================

            Notifications
              Push  [x] on
            """
    )
}

@Test func sectionsAreSeparatedByABlankLine() {
    let text = render(
        screen(Screen.Section(rows: [.text("One")]), Screen.Section(rows: [.text("Two")])), width: 30)
    #expect(text.hasSuffix("\n\n  One\n\n  Two"))
}

@Test func labelWiderThanItsColumnTakesALineOfItsOwn() {
    let section = Screen.Section(rows: [
        .value(label: "A label much wider than half", value: "value"),
        .value(label: "Short", value: "next"),
    ])
    #expect(
        renderBody(section, width: 30) == """
              A label much wider than half
                             value
              Short          next
            """
    )
}

@Test func itemWithAnIDWiderThanItsColumnStillShowsEverything() {
    let section = Screen.Section(rows: [.item(id: "an-extremely-long-post-identifier", title: "Title")])
    #expect(
        renderBody(section, width: 30) == """
              an-extremely-long-post-ident
              ifier
                             Title
            """
    )
}
