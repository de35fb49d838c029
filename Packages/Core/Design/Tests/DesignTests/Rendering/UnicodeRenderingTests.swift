import Testing

@testable import Design

@Test func wideCharactersTakeTwoColumnsWhenAligning() {
    let section = Screen.Section(rows: [
        .value(label: "名前", value: "山田"), .value(label: "Name", value: "Yamada"),
    ])
    #expect(
        render(screen(section), width: 30).hasSuffix(
            """
              名前  山田
              Name  Yamada
            """
        )
    )
}

@Test func wrappingNeverSplitsACharacterAsUsersSeeIt() {
    let family = "👩‍👩‍👧‍👦"
    let accented = "e\u{301}"
    let text = String(repeating: family + accented, count: 12)
    let rendered = render(screen(Screen.Section(rows: [.text(text)])), width: 20)
    let body = rendered.split(separator: "\n").dropFirst(2)
    #expect(body.count > 1)
    for line in body {
        #expect(
            line.dropFirst(2).allSatisfy { $0 == Character(family) || $0 == Character(accented) },
            "split: \(line)")
    }
    #expect(body.map { $0.dropFirst(2) }.joined() == text)
}

@Test func wideTextWrapsByColumnsNotCharacters() {
    let text = String(repeating: "漢", count: 12)
    #expect(
        render(screen(Screen.Section(rows: [.text(text)])), width: 20).hasSuffix(
            """
              漢漢漢漢漢漢漢漢漢
              漢漢漢
            """
        )
    )
}

@Test func truncationNeverSplitsACharacterAsUsersSeeIt() {
    let title = String(repeating: "🇳🇿", count: 20)
    let header = render(Screen(name: "x", title: title), width: 20).split(separator: "\n")[0]
    #expect(header == String(repeating: "🇳🇿", count: 8) + "…  x")
}
