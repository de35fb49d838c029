/// Renders a screen as fixed-width text: header, banner, sections, actions and tab bar, in that
/// order, separated by blank lines. The same screen and options always give the same text.
public struct TextRenderer: Sendable {
    /// The width and styling used.
    public let options: RenderOptions

    /// Creates a renderer.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The screen as text, lines separated by `\n`, without a final newline or trailing spaces.
    public func render(_ screen: Screen) -> String {
        let context = RenderContext(options: options)
        var blocks = [HeaderComponent(title: screen.title, name: screen.name).lines(in: context)]
        if let banner = screen.banner {
            blocks.append(BannerComponent(banner: banner).lines(in: context))
        }
        blocks += screen.sections.map { SectionComponent(section: $0).lines(in: context) }
        blocks.append(ActionsComponent(actions: screen.actions).lines(in: context))
        if let tabBar = screen.tabBar {
            blocks.append(TabBarComponent(tabBar: tabBar).lines(in: context))
        }
        return
            blocks
            .filter { !$0.isEmpty }
            .map { $0.map(Self.trimmingTrailingSpaces).joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    /// `text` safe to print on a terminal, for what is printed beside screens (an echoed command,
    /// a link, an error message): line breaks become `\n`, tabs spaces, and every other control
    /// character (an escape sequence's ESC, a C1 control) and bidirectional override, embedding
    /// or isolate `\u{FFFD}`, so text from outside can neither restyle the terminal, move its
    /// cursor nor reorder what is shown. Screens are made safe by `render(_:)`.
    public static func terminalSafe(_ text: String) -> String {
        text.safeLines.joined(separator: "\n")
    }

    /// `text` safe to print as one line (a log line, the one-line reason a command failed): as
    /// `terminalSafe`, but a line break becomes a space too, so nothing quoted (a path, a server's
    /// words) can start a line of its own that reads as another message.
    public static func terminalSafeLine(_ text: String) -> String {
        text.singleLine
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}
