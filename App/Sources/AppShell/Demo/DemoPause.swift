/// The demo's wait between sections on a terminal: Enter goes on, `q` runs the rest without stopping.
@MainActor
final class DemoPause {
    private let terminal: Terminal
    private var lines: AsyncStream<InputLine>.AsyncIterator?
    private var runsToTheEnd = false

    init(terminal: Terminal) {
        self.terminal = terminal
    }

    func beforeSection() async {
        guard !runsToTheEnd else { return }
        terminal.writePrompt("\n(Enter: the next section · q: run to the end) ")
        var iterator = lines ?? terminal.lines().makeAsyncIterator()
        let line = await iterator.next(isolation: #isolation)
        lines = iterator
        switch line {
        case .text(let text) where text.trimmingCharacters(in: .whitespaces) == "q": runsToTheEnd = true
        case nil: runsToTheEnd = true
        default: break
        }
    }
}
