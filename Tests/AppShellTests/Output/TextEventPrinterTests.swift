import AppCore
import Design
import Testing

@testable import AppShell

struct TextEventPrinterTests {
    private let printer = TextEventPrinter()

    @Test func aCommandIsEchoedAfterAPrompt() {
        #expect(
            printer.text(for: .command(line: 1, text: "login alice@example.com ***"), at: 0)
                == "> login alice@example.com ***")
    }

    @Test func whatACommandCausedIsIndented() {
        #expect(
            printer.text(for: .app(.transition(from: .loading, to: .unauthenticated)), at: 0)
                == "  state: loading -> unauthenticated")
        #expect(
            printer.text(for: .app(.error(message: "You're offline.")), at: 0) == "  error: You're offline.")
        #expect(
            printer.text(
                for: .app(.deepLink(url: "app://x", outcome: .rejected, reason: "unknown link")), at: 0)
                == "  deep link app://x: rejected (unknown link)")
    }

    @Test func analyticsIsOneCompactLine() {
        let text = printer.text(
            for: .app(
                .analytics(name: "tab_selected", properties: ["tab": .string("settings"), "count": .int(2)])),
            at: 0)
        #expect(text == "  analytics: tab_selected count=2 tab=settings")
    }

    @Test func aScreenIsFramedUnderItsWindowAndIndented() {
        let screen = Screen(name: "profile", title: "Profile", sections: [.init(rows: [.text("Posts")])])
        let rendered = TextRenderer().render(screen)
        let text = printer.text(for: .screen(window: .main, screen: screen), at: 0)
        #expect(rendered.contains("\n\n"))
        #expect(
            text
                == "\n  [main]\n"
                + rendered.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.isEmpty ? "" : "    " + $0
                }
                .joined(separator: "\n") + "\n")
    }

    @Test func aFailedExpectationStandsOut() {
        let result = ExpectationResult(ok: false, line: 4, expected: "profile", found: "settings")
        #expect(
            printer.text(for: .expectation(result), at: 0)
                == "  EXPECT FAILED (line 4): expected profile, found settings")
    }

    @Test func narrationIsPrintedAsWritten() {
        #expect(printer.text(for: .narration("A second window."), at: 0) == "A second window.")
    }

    @Test func aNarratedSectionHeadingGetsABlankLineBeforeIt() {
        #expect(printer.text(for: .narration("== Settings =="), at: 0) == "\n== Settings ==")
    }

    @Test func whatALineQuotesFromOutsideCannotStyleTheTerminal() {
        let escape = "\u{1B}[2J"
        let events: [ShellEvent] = [
            .command(line: 1, text: "open app://post/\(escape)"),
            .app(.deepLink(url: "app://post/\(escape)", outcome: .rejected, reason: "no \(escape)")),
            .app(.error(message: "Unknown setting \"\(escape)\"")),
            .app(.analytics(name: "deep_link_rejected", properties: ["url": .string(escape)])),
            .expectation(ExpectationResult(ok: false, line: 2, expected: escape, found: "profile")),
            .expectation(ExpectationResult(ok: true, line: 3, expected: escape, found: escape)),
        ]
        for event in events {
            let text = printer.text(for: event, at: 0) ?? ""
            #expect(!text.contains("\u{1B}"), "\(text)")
            #expect(text.contains("\u{FFFD}[2J"), "\(text)")
        }
    }
}
