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

    /// The screen is masked before it is laid out, so no way of laying it out (a wrap, a cut with
    /// `…`, runs of spaces made one) shows a value in a form the mask would miss.
    @Test func aScreenIsMaskedThenRendered() {
        let long = "s3cret " + String(repeating: "word ", count: 30)
        let screen = Screen(
            name: "profile", title: "Alice s3cret",
            sections: [
                .init(title: "About", rows: [.value(label: "Bio", value: long), .text("two  spaces")])
            ])
        let event = ShellEvent.app(.screen(window: .post("s3cret"), screen: screen)).masked(
            by: mask(["s3cret", "two  spaces", long]))
        guard case .app(.screen(let window, let masked)) = event else {
            Issue.record("not a screen: \(event)")
            return
        }
        #expect(window.rawValue == "post-***")
        let text = TextRenderer().render(masked)
        #expect(!text.contains("s3cret") && !text.contains("two") && !text.contains("word"), "\(text)")
        #expect(text.hasPrefix("Alice *** "), "\(text)")
    }

    /// A value comes back from the app or a server in other forms; each is masked.
    @Test(arguments: [
        ("ALICE@EXAMPLE.COM", "Signed in as alice@example.com."),
        ("alice@example.com", "ALICE@EXAMPLE.COM"),
        ("Ann  Double", "Ann Double"),
        ("Ann Double", "Ann\n    Double"),
        ("  padded ", "[padded]"),
        ("a b/c?d", "app://post/a%20b%2Fc%3Fd"),
        ("a%20b", "a b"),
        ("say \"hi\"", #"{"bio":"say \"hi\""}"#),
        ("caf\u{E9}", "cafe\u{301}"),
        ("stra\u{DF}e", "STRASSE"),
    ])
    func aValueIsMaskedInEveryFormItComesBackIn(value: String, shown: String) {
        let masked = mask([value]).masked(shown)
        #expect(masked.contains("***"), "\(masked)")
        for word in value.split(separator: " ") where word.count > 2 {
            #expect(!masked.lowercased().contains(word.lowercased()), "\(masked)")
        }
    }

    /// A character the output shows in another form, or not at all, makes the value one the mask
    /// can't promise to find: the script is refused instead.
    @Test func aValueWithACharacterTheOutputReshapesIsRefused() {
        #expect(SecretMask.refusal(for: "a\tb") == "a tab")
        #expect(SecretMask.refusal(for: "a\r\nb") == "a line break")
        #expect(SecretMask.refusal(for: "a\u{1B}b") == "a control character (U+001B)")
        #expect(SecretMask.refusal(for: "a\u{202E}b") == "an invisible formatting character (U+202E)")
        #expect(SecretMask.refusal(for: "a\u{200B}b") == "an invisible formatting character (U+200B)")
        #expect(SecretMask.refusal(for: "a\u{3000}b") == "a space other than U+0020 (U+3000)")
        #expect(SecretMask.refusal(for: "Ann  Double caf\u{E9} \u{1F600}") == nil)
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
            .screen(window: .main, screen: Screen(name: "post:s3cret", title: "s3cret")),
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
