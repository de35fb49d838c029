import Design

/// The colours of text output on a terminal; off for `--json`, `--no-color`, `NO_COLOR` and `dumb`.
struct TextColors: Sendable {
    let isOn: Bool

    static let off = TextColors(isOn: false)

    static func forText(
        json: Bool, noColor: Bool, isTerminal: Bool,
        environment: (String) -> Result<String?, NotUTF8Text> = ProcessEnvironment.value(of:)
    ) -> TextColors {
        func variable(_ name: String) -> String { (try? environment(name).get()).flatMap { $0 } ?? "" }
        let allowed =
            !json && !noColor && isTerminal && variable("NO_COLOR").isEmpty && variable("TERM") != "dumb"
        return TextColors(isOn: allowed)
    }

    func error(_ text: String) -> String { paint(text, "31") }

    func paint(_ text: String, for event: ShellEvent) -> String {
        switch event {
        case .app(.error), .app(.rejectedTransition): paint(text, "31")
        case .expectation(let result): paint(text, result.ok ? "32" : "1;31")
        case .app(.transition), .restart: paint(text, "36")
        case .narration: paint(text, "1")
        default: text
        }
    }

    /// Each non-empty line of `text` between `code` and a reset, so a colour never runs past its line.
    private func paint(_ text: String, _ code: String) -> String {
        guard isOn else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? "" : "\u{1B}[\(code)m\(line)\u{1B}[0m"
        }.joined(separator: "\n")
    }
}

struct ColoredEventPrinter: EventPrinter {
    let printer: any EventPrinter
    let colors: TextColors

    func text(for event: ShellEvent, at milliseconds: Int) -> String? {
        printer.text(for: event, at: milliseconds).map { colors.paint($0, for: event) }
    }
}
