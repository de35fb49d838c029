import Testing

@testable import Design

@Test func plainRenderingHasNoEscapeCodes() {
    #expect(!render(profileScreen).contains("\u{1B}"))
}

@Test func ansiRenderingStylesTitleHeadingsBannerAndSelection() {
    let styled = render(profileScreen, ansi: true)
    #expect(styled.hasPrefix("\u{1B}[1mAlice\u{1B}[0m"))
    #expect(styled.contains("\u{1B}[2mprofile\u{1B}[0m"))
    #expect(
        styled.contains("\u{1B}[1;31m! Can't reach the server. Check your connection and try again.\u{1B}[0m")
    )
    #expect(styled.contains("\u{1B}[1mPosts\u{1B}[0m"))
    #expect(styled.contains("\u{1B}[2m2 January 2026\u{1B}[0m"))
    #expect(styled.contains("\u{1B}[2mLoading…\u{1B}[0m"))
    #expect(styled.hasSuffix("\u{1B}[1m[Profile]\u{1B}[0m  Settings"))
}

@Test func ansiRenderingHasTheSameLayoutAsPlain() {
    #expect(strippingANSI(render(profileScreen, ansi: true)) == render(profileScreen))
}

@Test func ansiRenderingStylesTheSelectedChoiceAndInfoBanner() {
    let screen = Screen(
        name: "settings:appearance",
        title: "Appearance",
        sections: [.init(rows: [.choice(label: "Mode", options: ["light", "dark"], selected: "dark")])],
        banner: .info("Saved.")
    )
    let styled = render(screen, ansi: true)
    #expect(styled.contains("\u{1B}[36mi Saved.\u{1B}[0m"))
    #expect(styled.contains("  Mode  light  \u{1B}[1m[dark]\u{1B}[0m"))
    #expect(strippingANSI(styled) == render(screen))
}
