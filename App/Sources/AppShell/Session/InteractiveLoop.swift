import Foundation

/// Interactive mode: runs each line as it is typed, until `quit`, Ctrl-D or Ctrl-C at an idle prompt.
@MainActor
final class InteractiveLoop {
    enum Input {
        case line(InputLine)
        /// A line whose password the prompt asked for: its arguments in full.
        case arguments([String])
        case interrupt
        case end
    }

    let runner: ScriptRunner
    let options: ShellOptions
    let terminal: Terminal
    private let writeLine: (String) -> Void
    let writeError: (String) -> Void
    /// What the banner names, and where the prompt's history is kept.
    let start: (dataDirectory: URL, backend: ShellBackend)?
    private let inputs: AsyncStream<Input>
    let input: AsyncStream<Input>.Continuation
    /// The line the prompt waits for: its number, its task, and where its outcome goes.
    private var current:
        (number: Int, task: Task<Void, Never>, outcome: CheckedContinuation<LineOutcome?, Never>)?

    init(
        runner: ScriptRunner, options: ShellOptions, terminal: Terminal,
        writeLine: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        start: (dataDirectory: URL, backend: ShellBackend)? = nil
    ) {
        self.runner = runner
        self.start = start
        self.options = options
        self.terminal = terminal
        self.writeLine = writeLine
        self.writeError = writeError
        (inputs, input) = AsyncStream.makeStream(of: Input.self)
    }

    func run() async -> ShellExitStatus {
        // A line is read only once the one before it has run, so fast piped input waits in the pipe.
        let (readiness, ready) = AsyncStream.makeStream(of: Void.self)
        let reader = Task { [terminal, input] in
            if let editor = terminal.editor {
                await self.read(from: editor, whenReady: readiness)
                return
            }
            var lines = terminal.lines().makeAsyncIterator()
            for await _ in readiness {
                guard let line = await lines.next() else { break }
                input.yield(.line(line))
            }
            input.yield(.end)
        }
        defer {
            ready.finish()
            reader.cancel()
            terminal.editor?.restoreTerminal()
        }
        var number = 0
        var expectationFailed = false
        await greet()
        prompt()
        ready.yield()
        session: for await next in inputs {
            switch next {
            case .end, .interrupt:
                endPromptLine()
                break session
            case .line(.tooLong):
                number += 1
                let limit = ScriptSource.byteLimitText
                writeError("a line longer than \(limit) was passed over (help lists every command)")
            case .line(.text(let text)):
                number += 1
                switch text.trimmingCharacters(in: .whitespaces) {
                case "quit", "exit":
                    break session
                case let help where help == "help" || help.hasPrefix("help "):
                    (options.json ? writeError : writeLine)(self.help(help))
                default:
                    expectationFailed = settle(await run(text, number: number)) || expectationFailed
                }
            case .arguments(let arguments):
                number += 1
                let outcome = await run(arguments: arguments, number: number)
                expectationFailed = settle(outcome) || expectationFailed
            }
            prompt()
            ready.yield()
        }
        if expectationFailed {
            writeError("app-shell: an expect failed in this session, so it ends with status 1")
        }
        return expectationFailed ? .expectationFailed : .success
    }

    /// `help`, or `help COMMAND`, as wide as the terminal the text goes to.
    private func help(_ line: String) -> String {
        let words = line.split(separator: " ").dropFirst().map(String.init)
        let width = TerminalWidth.of(options.json ? STDERR_FILENO : STDOUT_FILENO)
        return words.isEmpty ? Help.overview(width: width) : Help.details(of: words, width: width)
    }

    /// Ctrl-C: cancels the line the prompt waits for; with no such line, ends the session.
    func interrupt() {
        guard let current else {
            input.yield(.interrupt)
            return
        }
        self.current = nil
        current.task.cancel()
        current.outcome.resume(returning: nil)
    }

    /// Runs a typed line; nil when Ctrl-C cancelled it.
    private func run(_ text: String, number: Int) async -> LineOutcome? {
        await cancellable(number: number) { await self.runLine(text, number: number) }
    }

    /// Runs a line whose password the prompt asked for, from its arguments; nil when cancelled.
    private func run(arguments: [String], number: Int) async -> LineOutcome? {
        let command: ScriptCommand
        do {
            command = try CommandParser.command(from: arguments, backendAvailable: options.hasEmbeddedBackend)
        } catch {
            writeError("\(error.message) (help lists every command)")
            return .done
        }
        let line = ScriptLine(number: number, command: command, arguments: arguments)
        return await cancellable(number: number) { await self.runChecked(line) }
    }

    /// Runs `body` as the line the prompt waits for, which Ctrl-C cancels; nil when it did.
    private func cancellable(number: Int, _ body: @escaping () async -> LineOutcome) async -> LineOutcome? {
        await withCheckedContinuation { outcome in
            let task = Task {
                let result = await body()
                guard let current, current.number == number else { return }
                self.current = nil
                current.outcome.resume(returning: result)
            }
            current = (number, task, outcome)
        }
    }

    private func runLine(_ text: String, number: Int) async -> LineOutcome {
        let item: Script.Item?
        do {
            item = try runner.check(line: text, number: number)
        } catch {
            writeError("\(error.message) (help lists every command)")
            return .done
        }
        guard case .command(let line) = item else { return .done }
        return await runChecked(line)
    }

    private func runChecked(_ line: ScriptLine) async -> LineOutcome {
        do {
            let screens = runner.screensReported
            let outcome = try await runner.run(line)
            if case .intent = line.command, !options.json, runner.screensReported == screens {
                writeLine("  (no screen changed; print shows the focused window)")
            }
            return outcome
        } catch {
            writeError(error.message)
            return .done
        }
    }

    private func prompt() {
        if terminal.inputIsTerminal, terminal.editor == nil { terminal.writePrompt("app> ") }
    }

    /// Moves past the prompt so what follows starts a line (the line editor does it itself).
    private func endPromptLine() {
        if terminal.inputIsTerminal, terminal.editor == nil { terminal.writePrompt("\n") }
    }

    /// Whether a line's outcome is a failed `expect`; a cancelled line's `^C` is moved past.
    private func settle(_ outcome: LineOutcome?) -> Bool {
        if outcome == nil { endCancelledLine() }
        return outcome == .expectationFailed
    }

    /// Moves past the `^C` the terminal shows for a cancelled line.
    private func endCancelledLine() {
        if terminal.inputIsTerminal { terminal.writePrompt("\n") }
    }
}
