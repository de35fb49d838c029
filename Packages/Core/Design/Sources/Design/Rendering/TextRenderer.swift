/// Renders a screen as fixed-width text.
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

    /// `text` safe to print on a terminal beside screens: no control or bidirectional character survives.
    public static func terminalSafe(_ text: String) -> String {
        text.safeLines.joined(separator: "\n")
    }

    /// `text` safe to print as one line: as ``terminalSafe(_:)``, with line breaks as spaces too.
    public static func terminalSafeLine(_ text: String) -> String {
        text.singleLine
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}
