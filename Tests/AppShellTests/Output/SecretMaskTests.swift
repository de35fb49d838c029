import AppCore
import Design
import Testing

@testable import AppShell

/// What the shell prints shows a variable's value as `***`, wherever it is: in a line, in a screen,
/// in an event's every field.
@MainActor
struct SecretMaskTests {
    private func mask(_ values: [String]) -> SecretMask {
        let mask = SecretMask()
        mask.add(values)
        return mask
    }

    @Test func everyOccurrenceOfEveryValueIsMasked() {
        let mask = mask(["s3cret", "alice@example.com"])
        #expect(mask.masked("s3cret, alice@example.com and s3cret again") == "***, *** and *** again")
    }

    @Test func aValueHoldingAnotherIsMaskedWhole() {
        #expect(mask(["horse", "correct-horse"]).masked("correct-horse") == "***")
    }

    /// Matched byte for byte: a combining mark after the value, which makes one character of its
    /// last letter and the mark, does not hide it.
    @Test func aValueIsFoundWhateverCharactersSurroundIt() {
        #expect(mask(["s3cret"]).masked("s3cret\u{301}") == "***\u{301}")
        #expect(mask(["é"]).masked("caf\u{E9}") == "caf***")
    }

    @Test func anEmptyValueMasksNothingAndNoValuesLeaveTheTextAlone() {
        #expect(mask([""]).isEmpty)
        #expect(SecretMask().masked("s3cret") == "s3cret")
    }

    /// The screen is masked as rendered text, so a value in it is hidden however the renderer laid
    /// it out; the columns after it may shift.
    @Test func aScreenIsRenderedThenMasked() {
        let screen = Screen(name: "profile", title: "Alice s3cret")
        let event = ShellEvent.app(.screen(window: .post("s3cret"), screen: screen)).masked(
            by: mask(["s3cret"]))
        guard case .screen(let window, let name, let text) = event else {
            Issue.record("not a screen: \(event)")
            return
        }
        #expect(window.rawValue == "post-***")
        #expect(name == "profile")
        #expect(!text.contains("s3cret"))
        #expect(text.hasPrefix("Alice *** "), "\(text)")
        #expect(
            text.split(separator: "\n").count == TextRenderer().render(screen).split(separator: "\n").count)
    }

    @Test func everyTextAnEventCarriesIsMasked() {
        let mask = mask(["s3cret"])
        let events: [ShellEvent] = [
            .app(.deepLink(url: "app://post/s3cret", outcome: .rejected, reason: "no post s3cret")),
            .app(.error(message: "s3cret is wrong")),
            .app(.analytics(name: "s3cret", properties: ["query": .string("s3cret"), "count": .int(3)])),
            .app(.window(.opened, .post("s3cret"))),
            .app(.phase(window: .post("s3cret"), phase: .active, app: .active)),
            .command(line: 1, text: "expect error s3cret"),
            .expectation(ExpectationResult(ok: false, line: 1, expected: "s3cret", found: "s3cret!")),
            .screen(window: .main, name: "post:s3cret", text: "s3cret"),
            .narration("s3cret"),
        ]
        for event in events {
            let masked = "\(event.masked(by: mask))"
            #expect(!masked.contains("s3cret"), "\(masked)")
            #expect(masked.contains("***"), "\(masked)")
        }
    }

    @Test func withNothingToMaskAnEventIsLeftAsItIs() {
        let event = ShellEvent.app(.screen(window: .main, screen: Screen(name: "profile", title: "Alice")))
        #expect(event.masked(by: SecretMask()) == event)
    }
}
