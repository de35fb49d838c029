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
    let start: (dataDirectory: URL, backend: ShellBackend)?
    private let inputs: AsyncStream<Input>
    let input: AsyncStream<Input>.Continuation
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
            // A line left half typed by a signal: what is written next starts on a line of its own.
            if terminal.editor?.restoreTerminal() == true { terminal.writePrompt("\n") }
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
                guard let line = check(text, number: number) else { break }
                if line.command == .quit { break session }
                expectationFailed = settle(await run(line)) || expectationFailed
            case .arguments(let arguments):
                number += 1
                guard let line = check(arguments, number: number) else { break }
                expectationFailed = settle(await run(line)) || expectationFailed
            }
            prompt()
            ready.yield()
        }
        if expectationFailed {
            writeError("app-shell: an expect failed in this session, so it ends with status 1")
        }
        return expectationFailed ? .expectationFailed : .success
    }

    private func help(_ words: [String]) -> String {
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

    /// Typed line `number` read against the prompt's table; nil, with the reason written, when it
    /// runs nothing (a comment, an empty line, a mistake).
    private func check(_ text: String, number: Int) -> ScriptLine? {
        do {
            guard case .command(let line) = try runner.check(line: text, number: number) else { return nil }
            return line
        } catch {
            writeError("\(error.message) (help lists every command)")
            return nil
        }
    }

    /// A line whose password the prompt asked for, read against the prompt's table.
    private func check(_ arguments: [String], number: Int) -> ScriptLine? {
        do {
            let reading = try CommandParser.reading(
                of: arguments, in: ShellCommands.prompt, backendAvailable: options.hasEmbeddedBackend)
            return ScriptLine(number: number, reading: reading, arguments: arguments)
        } catch {
            writeError("\(error.message) (help lists every command)")
            return nil
        }
    }

    /// Runs `line`, or shows help when it asks for it; nil when a signal cancelled it.
    private func run(_ line: ScriptLine) async -> LineOutcome? {
        if case .help(let words) = line.command {
            (options.json ? writeError : writeLine)(help(words))
            return .done
        }
        return await cancellable(number: line.number) { await self.runChecked(line) }
    }

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

    private func endPromptLine() {
        if terminal.inputIsTerminal, terminal.editor == nil { terminal.writePrompt("\n") }
    }

    private func settle(_ outcome: LineOutcome?) -> Bool {
        if outcome == nil { endCancelledLine() }
        return outcome == .expectationFailed
    }

    private func endCancelledLine() {
        if terminal.inputIsTerminal { terminal.writePrompt("\n") }
    }
}
