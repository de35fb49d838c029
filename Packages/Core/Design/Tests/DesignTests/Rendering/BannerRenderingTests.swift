import Testing

@testable import Design

@Test func errorBannerIsMarkedWithAnExclamationMark() {
    let screen = Screen(name: "profile", title: "Alice", banner: .error("You are offline."))
    #expect(
        render(screen, width: 24) == """
            Alice            profile
            ========================

            ! You are offline.
            """
    )
}

@Test func infoBannerIsMarkedWithAnI() {
    let screen = Screen(name: "settings", title: "Settings", banner: .info("Saved."))
    #expect(render(screen, width: 24).hasSuffix("\n\ni Saved."))
}

@Test func bannerWrapsUnderItsOwnText() {
    let screen = Screen(
        name: "x", title: "X", banner: .error("The service is down for maintenance. Please try again later."))
    #expect(
        render(screen, width: 24) == """
            X                      x
            ========================

            ! The service is down
              for maintenance.
              Please try again
              later.
            """
    )
}
