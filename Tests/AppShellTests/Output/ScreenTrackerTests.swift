import AppCore
import Design
import Testing

@testable import AppShell

struct ScreenTrackerTests {
    private let profile = Screen(name: "profile", title: "Alice")
    private let post = Screen(name: "post:p5", title: "Post 5")

    @Test func everyWindowIsReportedTheFirstTime() {
        var tracker = ScreenTracker()
        let events = tracker.changes(in: [(.main, profile), (.post("p5"), post)])
        #expect(events.count == 2)
        #expect(events.first == .screen(window: .main, name: "profile", text: TextRenderer().render(profile)))
    }

    @Test func anUnchangedScreenIsNotReportedAgain() {
        var tracker = ScreenTracker()
        _ = tracker.changes(in: [(.main, profile), (.post("p5"), post)])
        let renamed = Screen(name: "post:p5", title: "Post 5, edited")
        #expect(
            tracker.changes(in: [(.main, profile), (.post("p5"), renamed)]).map(\.windowName) == ["post-p5"])
    }

    @Test func aClosedAndReopenedWindowIsReportedAgain() {
        var tracker = ScreenTracker()
        _ = tracker.changes(in: [(.main, profile), (.post("p5"), post)])
        _ = tracker.changes(in: [(.main, profile)])
        #expect(
            tracker.changes(in: [(.main, profile), (.post("p5"), post)]).map(\.windowName) == ["post-p5"])
    }

    @Test func printReportsTheScreenEvenWhenUnchanged() {
        var tracker = ScreenTracker()
        _ = tracker.changes(in: [(.main, profile)])
        #expect(tracker.current(.main, profile).windowName == "main")
        #expect(tracker.changes(in: [(.main, profile)]).isEmpty)
    }

    @Test func afterAResetEveryScreenIsNew() {
        var tracker = ScreenTracker()
        _ = tracker.changes(in: [(.main, profile)])
        tracker.reset()
        #expect(tracker.changes(in: [(.main, profile)]).count == 1)
    }
}

extension ShellEvent {
    fileprivate var windowName: String? {
        if case .screen(let window, _, _) = self { window.rawValue } else { nil }
    }
}
