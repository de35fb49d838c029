import AppCore
import Testing

@MainActor
struct SmokeTests {
    @Test func aFreshInstallSignsInAndLandsOnTheProfile() async throws {
        let app = try await LiveApp()
        await app.launch()
        #expect(app.state == .unauthenticated)
        #expect(app.screenName() == "sign-in")
        await app.perform(.login(email: "alice@example.com", password: "correct-horse"))
        #expect(app.state.name == "authenticated")
        #expect(app.screenName() == "profile")
        await app.perform(.loadMorePosts)
        await app.perform(.selectTab("settings"))
        #expect(app.screenName() == "settings")
        await app.perform(.open("app://post/p5", window: nil))
        #expect(app.screenName() == "post:p5")
        try await app.relaunch()
        #expect(app.state.name == "authenticated")
        #expect(app.screenName() == "post:p5")
        await app.perform(.logout)
        #expect(app.state == .unauthenticated)
    }
}
