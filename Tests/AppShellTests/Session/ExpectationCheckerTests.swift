import AppCore
import Testing

@testable import AppShell

struct ExpectationCheckerTests {
    private let app = AppSnapshot(
        stateName: "authenticated",
        windows: [.main, .post("p5")],
        focusedWindow: .post("p5"),
        screenNames: [.main: "settings", .post("p5"): "post:p5"],
        screenTexts: [.main: "Settings\n  Appearance: dark", .post("p5"): "Trains\n  A post about trains"]
    )

    private func result(_ expectation: ScriptExpectation, observing events: [AppEvent] = [])
        -> ExpectationResult
    {
        var observations = AppObservations()
        events.forEach { observations.record($0) }
        return ExpectationChecker.result(of: expectation, line: 7, app: app, observations: observations)
    }

    @Test func stateComparesNames() {
        #expect(
            result(.state("authenticated"))
                == ExpectationResult(ok: true, line: 7, expected: "authenticated", found: "authenticated"))
        #expect(
            result(.state("unauthenticated"))
                == ExpectationResult(ok: false, line: 7, expected: "unauthenticated", found: "authenticated"))
    }

    @Test func screenLooksAtTheFocusedWindowUnlessGivenOne() {
        #expect(result(.screen("post:p5", window: nil)).ok)
        #expect(result(.screen("settings", window: .main)).ok)
        #expect(
            result(.screen("profile", window: .main))
                == ExpectationResult(ok: false, line: 7, expected: "profile", found: "settings"))
    }

    @Test func screenOfAWindowThatIsNotOpenFails() {
        #expect(
            result(.screen("post:p9", window: .post("p9")))
                == ExpectationResult(ok: false, line: 7, expected: "post:p9", found: "no window post-p9"))
    }

    @Test func textLooksForItInTheFocusedWindowsRenderedScreenUnlessGivenOne() {
        #expect(
            result(.text("about trains", window: nil))
                == ExpectationResult(
                    ok: true, line: 7, expected: #"a screen containing "about trains" on post-p5"#,
                    found: "post:p5"))
        #expect(result(.text("Appearance: dark", window: .main)).ok)
        #expect(!result(.text("Appearance: dark", window: nil)).ok)
    }

    /// A failure shows the screen it looked at, indented, so the report says what was there.
    @Test func textThatIsNotThereShowsTheScreen() {
        #expect(
            result(.text("Appearance: light", window: .main))
                == ExpectationResult(
                    ok: false, line: 7, expected: #"a screen containing "Appearance: light" on main"#,
                    found: "settings, which shows:\n    Settings\n      Appearance: dark"))
        #expect(result(.text("x", window: .post("p9"))).found == "no window post-p9")
    }

    @Test func eventHoldsOnceTracked() {
        #expect(!result(.event("sign_in")).ok)
        #expect(result(.event("sign_in"), observing: [.analytics(name: "sign_in", properties: [:])]).ok)
        #expect(result(.event("sign_in")).found == "event sign_in not tracked since launch")
    }

    @Test func noEventFailsOnceTracked() {
        #expect(result(.noEvent("sign_in")).ok)
        let twice: [AppEvent] = [
            .analytics(name: "sign_in", properties: [:]), .analytics(name: "sign_in", properties: [:]),
        ]
        #expect(
            result(.noEvent("sign_in"), observing: twice)
                == ExpectationResult(
                    ok: false, line: 7, expected: "no event sign_in", found: "event sign_in tracked 2 times"))
    }

    @Test func windowsCountsTheOpenWindows() {
        #expect(result(.windows(2)).ok)
        #expect(
            result(.windows(1))
                == ExpectationResult(ok: false, line: 7, expected: "1", found: "2 (main, post-p5)"))
    }

    @Test func errorLooksAtTheLastMessageOnly() {
        let errors: [AppEvent] = [
            .error(message: "Wrong email or password."), .error(message: "You're offline."),
        ]
        #expect(result(.error("offline"), observing: errors).ok)
        #expect(
            result(.error("Wrong email"), observing: errors)
                == ExpectationResult(
                    ok: false, line: 7, expected: "an error containing \"Wrong email\"",
                    found: "\"You're offline.\""))
        #expect(result(.error("offline")).found == "no error since launch")
    }

    @Test func resettingObservationsForgetsEventsAndErrors() {
        var observations = AppObservations()
        observations.record(.analytics(name: "sign_in", properties: [:]))
        observations.record(.error(message: "Oops."))
        observations.reset()
        #expect(observations.trackedEvents.isEmpty)
        #expect(observations.lastErrorMessage == nil)
    }
}
