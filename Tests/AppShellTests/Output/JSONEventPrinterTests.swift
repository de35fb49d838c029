import AppCore
import Design
import Foundation
import Models
import Testing

@testable import AppShell

struct JSONEventPrinterTests {
    private let printer = JSONEventPrinter()

    private func object(_ event: ShellEvent, at milliseconds: Int = 42) throws -> [String: Any] {
        let line = try #require(printer.text(for: event, at: milliseconds))
        #expect(!line.contains("\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func everyLineStartsWithTypeThenTime() throws {
        let line = try #require(printer.text(for: .app(.error(message: "Offline.")), at: 1234))
        #expect(line == #"{"type":"error","t":1234,"message":"Offline."}"#)
    }

    @Test func aTransitionNamesBothStates() throws {
        let user = User(id: "u-alice", email: "alice@example.com", name: "Alice", onboardingCompleted: true)
        let object = try object(.app(.transition(from: .loading, to: .authenticated(user))))
        #expect(object["type"] as? String == "transition")
        #expect(object["from"] as? String == "loading")
        #expect(object["to"] as? String == "authenticated")
        #expect(object.count == 4)
        #expect(
            !(try #require(
                printer.text(for: .app(.transition(from: .loading, to: .authenticated(user))), at: 0)))
                .contains("alice@"))
    }

    @Test func aRejectedTransitionHasItsOwnType() throws {
        let object = try object(.app(.rejectedTransition(from: .unauthenticated, to: .onboarding(.complete))))
        #expect(object["type"] as? String == "rejected-transition")
        #expect(object["from"] as? String == "unauthenticated")
        #expect(object["to"] as? String == "onboarding:complete")
    }

    @Test func aScreenCarriesWindowNameAndText() throws {
        let screen = Screen(
            name: "post:p5", title: "A \"quoted\" post", sections: [.init(rows: [.text("Text")])])
        let object = try object(.screen(window: .post("p5"), screen: screen))
        #expect(object["type"] as? String == "screen")
        #expect(object["window"] as? String == "post-p5")
        #expect(object["screen"] as? String == "post:p5")
        #expect(object["text"] as? String == TextRenderer().render(screen))
        #expect((object["text"] as? String)?.hasPrefix("A \"quoted\" post") == true)
    }

    @Test func aDeepLinkHasAReasonOnlyWhenItHasOne() throws {
        let rejected = try object(
            .app(.deepLink(url: "app://nowhere", outcome: .rejected, reason: "unknown link")))
        #expect(rejected["outcome"] as? String == "rejected")
        #expect(rejected["reason"] as? String == "unknown link")
        let deferred = try object(.app(.deepLink(url: "app://post/p5", outcome: .deferred, reason: nil)))
        #expect(deferred["url"] as? String == "app://post/p5")
        #expect(deferred["outcome"] as? String == "deferred")
        #expect(deferred["reason"] == nil)
    }

    @Test func aPhaseNamesTheWindowItsPhaseAndTheAppsPhase() throws {
        let object = try object(.app(.phase(window: .main, phase: .background, app: .inactive)))
        #expect(object["type"] as? String == "phase")
        #expect(object["window"] as? String == "main")
        #expect(object["phase"] as? String == "background")
        #expect(object["app"] as? String == "inactive")
    }

    @Test func aWindowEventNamesItsActionAndID() throws {
        let object = try object(.app(.window(.restored, .post("p7"))))
        #expect(object["type"] as? String == "window")
        #expect(object["action"] as? String == "restored")
        #expect(object["id"] as? String == "post-p7")
    }

    @Test func analyticsPropertiesKeepTheirScalarTypes() throws {
        let object = try object(
            .app(
                .analytics(
                    name: "posts_loaded",
                    properties: [
                        "page": .int(2), "ratio": .double(0.5), "first": .bool(false),
                        "tab": .string("profile"),
                    ])))
        #expect(object["name"] as? String == "posts_loaded")
        let properties = try #require(object["properties"] as? [String: Any])
        #expect(properties["page"] as? Int == 2)
        #expect(properties["ratio"] as? Double == 0.5)
        #expect(properties["first"] as? Bool == false)
        #expect(properties["tab"] as? String == "profile")
    }

    @Test func analyticsPropertiesAreWrittenInKeyOrder() throws {
        let line = try #require(
            printer.text(for: .app(.analytics(name: "x", properties: ["b": .int(1), "a": .int(2)])), at: 0))
        #expect(line.hasSuffix(#""properties":{"a":2,"b":1}}"#))
    }

    @Test func anExpectationSaysWhatWasExpectedAndFound() throws {
        let object = try object(
            .expectation(
                ExpectationResult(ok: false, line: 9, expected: "authenticated", found: "unauthenticated")))
        #expect(object["type"] as? String == "expect")
        #expect(object["ok"] as? Bool == false)
        #expect(object["line"] as? Int == 9)
        #expect(object["expected"] as? String == "authenticated")
        #expect(object["found"] as? String == "unauthenticated")
    }

    @Test func aCommandEchoHasItsLineAndText() throws {
        let object = try object(.command(line: 3, text: "login alice@example.com ***"))
        #expect(object["type"] as? String == "command")
        #expect(object["line"] as? Int == 3)
        #expect(object["text"] as? String == "login alice@example.com ***")
    }

    @Test func narrationIsNotPrinted() {
        #expect(printer.text(for: .narration("Sign-up and onboarding"), at: 0) == nil)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONValue.string("a\u{1}b\u{7F}\\").serialized == #""a\u0001b\u007f\\""#)
    }
}
