import Analytics
import AppCore
import Design

/// Prints events as a story a person can follow: each command, then what it caused, indented.
struct TextEventPrinter: EventPrinter {
    /// The most rows of a section a screen shows, the rest counted (the demo's, so a 45-post list
    /// is not printed whole after every command); nil shows every row.
    var rowsPerSection: Int?

    func text(for event: ShellEvent, at milliseconds: Int) -> String? {
        switch event {
        case .app(let event):
            text(for: event)
        case .restart(let from, let how):
            "  state: \(from.name) -> \(AppState.loading.name) (\(how.rawValue))"
        case .screen(let window, let screen):
            Self.framed(TextRenderer().render(screen), in: window)
        case .command(_, let text):
            "> " + TextRenderer.terminalSafe(text)
        case .expectation(let result) where result.ok:
            "  expect ok (line \(result.line)): \(TextRenderer.terminalSafe(result.expected))"
        case .expectation(let result):
            TextRenderer.terminalSafe(
                "  EXPECT FAILED (line \(result.line)): expected \(result.expected), found \(result.found)")
        case .narration(let text):
            text.hasPrefix("== ") ? "\n" + text : text
        case .trace(let spans):
            (["  trace:"] + TraceTree(spans).lines.map { "    " + $0 }).joined(separator: "\n")
        }
    }

    private static func framed(_ text: String, in window: WindowID) -> String {
        "\n  [\(window)]\n"
            + text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "    " + $0
            }
            .joined(separator: "\n") + "\n"
    }

    /// `screen` with each section cut to `rowsPerSection` rows and a row saying how many more there are.
    private func shortened(_ screen: Screen) -> Screen {
        guard let limit = rowsPerSection, screen.sections.contains(where: { $0.rows.count > limit + 1 }) else {
            return screen
        }
        let sections = screen.sections.map { section in
            guard section.rows.count > limit + 1 else { return section }
            // A list's last row says whether it goes on (loading, end of list): it stays.
            let last = section.rows.last.flatMap { $0 == .loading || $0 == .endOfList ? $0 : nil }
            let more = section.rows.count - limit - (last == nil ? 0 : 1)
            return Screen.Section(
                title: section.title,
                rows: section.rows.prefix(limit) + [.text("… and \(more) more (print shows them all)")]
                    + (last.map { [$0] } ?? []))
        }
        return Screen(
            name: screen.name, title: screen.title, sections: sections, actions: screen.actions,
            banner: screen.banner, tabBar: screen.tabBar)
    }

    private func text(for event: AppEvent) -> String? {
        switch event {
        case .screen(let window, let screen):
            Self.framed(TextRenderer().render(shortened(screen)), in: window)
        case .transition(let from, let to) where from.name == to.name:
            nil
        case .transition(let from, let to):
            "  state: \(from.name) -> \(to.name)"
        case .rejectedTransition(let from, let to):
            "  refused transition: \(from.name) -> \(to.name)"
        case .deepLink(let url, let outcome, let reason):
            TextRenderer.terminalSafe(
                "  deep link \(url): \(outcome.rawValue)" + (reason.map { " (\($0))" } ?? ""))
        case .phase(let window, let phase, let app):
            "  phase: \(window) \(phase.rawValue) (app \(app.rawValue))"
        case .window(let action, let id):
            "  window \(action.rawValue): \(id)"
        case .analytics(let name, let properties):
            TextRenderer.terminalSafe(
                (["  analytics: \(name)"]
                    + properties.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.describe($0.value))" })
                    .joined(separator: " "))
        case .error(let message):
            "  error: " + TextRenderer.terminalSafe(message)
        }
    }

    private static func describe(_ value: AnalyticsValue) -> String {
        switch value {
        case .string(let string): string.contains(" ") || string.isEmpty ? "\"\(string)\"" : string
        case .int(let int): String(int)
        case .double(let double): String(double)
        case .bool(let bool): String(bool)
        }
    }
}
