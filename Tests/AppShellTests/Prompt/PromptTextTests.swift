import AppCore
import Testing

@testable import AppShell

/// The prompt names the focused window once there is more than one.
struct PromptTextTests {
    @Test func theFocusedWindowIsNamedWhenThereAreSeveral() throws {
        let post = try #require(WindowID("post-p5"))
        #expect(PromptText.prompt(windows: [.main], focused: .main) == "app> ")
        #expect(PromptText.prompt(windows: [.main, post], focused: post) == "app [post-p5]> ")
        #expect(PromptText.prompt(windows: [.main, post], focused: .main) == "app [main]> ")
    }
}
