import AppCore
import Design
import Testing

@testable import AppShell

/// Colour only where a person reads a terminal, and only when nothing asks for none.
struct TextColorsTests {
    private func colors(
        json: Bool = false, noColor: Bool = false, isTerminal: Bool = true,
        _ variables: [String: String] = [:]
    ) -> TextColors {
        TextColors.forText(json: json, noColor: noColor, isTerminal: isTerminal) { .success(variables[$0]) }
    }

    @Test func onForATerminalUnlessSomethingSaysNo() {
        #expect(colors().isOn)
        #expect(colors(["NO_COLOR": ""]).isOn)
        #expect(!colors(json: true).isOn)
        #expect(!colors(noColor: true).isOn)
        #expect(!colors(isTerminal: false).isOn)
        #expect(!colors(["NO_COLOR": "1"]).isOn)
        #expect(!colors(["NO_COLOR": "yes please"]).isOn)
        #expect(!colors(["TERM": "dumb"]).isOn)
    }

    @Test func eachKindOfLineHasItsColourAndEachLineEndsItsColour() {
        let on = colors()
        let failed = ShellEvent.expectation(ExpectationResult(ok: false, line: 3, expected: "a", found: "b"))
        #expect(on.paint("  EXPECT FAILED", for: failed) == "\u{1B}[1;31m  EXPECT FAILED\u{1B}[0m")
        let passed = ShellEvent.expectation(ExpectationResult(ok: true, line: 3, expected: "a", found: "a"))
        #expect(on.paint("ok", for: passed) == "\u{1B}[32mok\u{1B}[0m")
        #expect(on.paint("x", for: .app(.error(message: "no"))) == "\u{1B}[31mx\u{1B}[0m")
        #expect(on.paint("x", for: .restart(from: .loading, how: .kill)) == "\u{1B}[36mx\u{1B}[0m")
        #expect(on.paint("\n== Part\n", for: .narration("== Part")) == "\n\u{1B}[1m== Part\u{1B}[0m\n")
        #expect(on.error("bad\n") == "\u{1B}[31mbad\u{1B}[0m\n")
        #expect(on.paint("> tab", for: .command(line: 1, text: "tab")) == "> tab")
    }

    @Test func offChangesNothing() {
        let printer = ColoredEventPrinter(printer: TextEventPrinter(), colors: .off)
        let event = ShellEvent.app(.error(message: "no"))
        #expect(printer.text(for: event, at: 0) == TextEventPrinter().text(for: event, at: 0))
        #expect(TextColors.off.error("bad\n") == "bad\n")
    }
}
