import Testing

@testable import Design

@Test func screenDefaultsToNoContentActionsBannerOrTabs() {
    let screen = Screen(name: "launch", title: "Loading")
    #expect(screen.sections.isEmpty && screen.actions.isEmpty)
    #expect(screen.banner == nil && screen.tabBar == nil)
}

@Test func screenWithBannerChangesOnlyTheBanner() {
    let shown = profileScreen.with(banner: .info("Saved."))
    #expect(shown.banner == .info("Saved."))
    #expect(shown.with(banner: profileScreen.banner) == profileScreen)
}

@Test func screenWithoutTabBarChangesOnlyTheTabBar() {
    let bare = profileScreen.with(tabBar: nil)
    #expect(bare.tabBar == nil)
    #expect(bare.with(tabBar: profileScreen.tabBar) == profileScreen)
}

@Test func bannerFactoriesSetTheKind() {
    #expect(Screen.Banner.error("x") == Screen.Banner(kind: .error, message: "x"))
    #expect(Screen.Banner.info("x") == Screen.Banner(kind: .info, message: "x"))
}
