import AppCore
import Logging
import Tracing

@MainActor
final class ScriptRunner {
    let host: AppHost
    private let backend: EmbeddedBackend?
    private let reporter: ShellReporter
    private let tracer: ShellTracer
    private let echoesCommands: Bool
    private let heldLogs: LogLines?
    private let variables: ScriptVariables
    private let secrets: SecretMask

    init(
        host: AppHost, backend: EmbeddedBackend?, reporter: ShellReporter, tracer: ShellTracer,
        echoesCommands: Bool = true, heldLogs: LogLines? = nil, variables: ScriptVariables = .none,
        secrets: SecretMask = SecretMask()
    ) {
        self.host = host
        self.backend = backend
        self.reporter = reporter
        self.tracer = tracer
        self.echoesCommands = echoesCommands
        self.heldLogs = heldLogs
        self.variables = variables
        self.secrets = secrets
    }

    /// Line `number` as the prompt reads it: a script's commands and the prompt's own.
    func check(line text: String, number: Int) throws(ScriptError) -> Script.Item? {
        let item = try ScriptChecker.check(
            line: Substring(text), number: number, backendAvailable: backend != nil, variables: variables,
            table: ShellCommands.prompt)
        if case .command(let line) = item { secrets.add(line.secrets) }
        return item
    }

    var screensReported: Int { reporter.screens }

    func run(_ script: Script, narrates: Bool, pause: DemoPause? = nil) async throws(ShellError)
        -> ShellExitStatus
    {
        var sections = 0
        for item in script.items where !Task.isCancelled {
            switch item {
            case .comment(_, let text):
                if let pause, text.hasPrefix("== ") {
                    sections += 1
                    if sections > 1 { await pause.beforeSection() }
                }
                if narrates { reporter.report(.narration(text)) }
            case .command(let line):
                if try await run(line) == .expectationFailed {
                    return .expectationFailed
                }
            }
        }
        return .success
    }

    func run(_ line: ScriptLine) async throws(ShellError) -> LineOutcome {
        heldLogs?.hold()
        defer { heldLogs?.release() }
        guard tracer.isOn else { return try await runUntraced(line) }
        // The command's words only: its arguments may hold an email.
        let span = tracer.startSpan(line.name)
        let outcome = await ServiceContext.$current.withValue(span.context) {
            () async -> Result<LineOutcome, ShellError> in
            do throws(ShellError) {
                return .success(try await runUntraced(line))
            } catch {
                return .failure(error)
            }
        }
        span.end()
        reportTrace()
        return try outcome.get()
    }

    private func reportTrace() {
        let spans = tracer.takeFinishedSpans()
        if tracer.isOn, !spans.isEmpty {
            reporter.report(.trace(spans))
        }
    }

    private func runUntraced(_ line: ScriptLine) async throws(ShellError) -> LineOutcome {
        if !host.isRunning, line.command != .launch {
            do { try await host.launchBeforeFirstCommand() } catch { throw Self.cannotLaunch(line, error) }
        }
        if echoesCommands {
            reporter.report(.command(line: line.number, text: line.echo))
        }
        return try await execute(line)
    }

    private func execute(_ line: ScriptLine) async throws(ShellError) -> LineOutcome {
        switch line.command {
        case .launch:
            if host.isRunning {
                host.reportError("The app is already running; use relaunch to start it again.")
            } else {
                try await launch(line)
            }
        case .relaunch:
            do { try await host.relaunch() } catch { throw Self.cannotLaunch(line, error) }
        case .kill:
            do { try await host.kill() } catch { throw Self.cannotLaunch(line, error) }
        case .intent(let intent):
            await host.perform(intent)
        case .backend(let command):
            try await apply(command, line: line)
        case .wait(let milliseconds):
            await host.wait(.milliseconds(milliseconds))
        case .print:
            host.printFocusedWindow()
        case .trace(let on):
            tracer.isOn = on
            reporter.report(
                .narration(on ? "  trace on: each command prints the path it took" : "  trace off"))
        case .expect(let expectation):
            let result = ExpectationChecker.result(
                of: expectation, line: line.number,
                app: host.snapshot(rendering: expectation.readsScreenText ? secrets : nil),
                observations: host.observations)
            reporter.report(.expectation(result))
            return result.ok ? .done : .expectationFailed
        case .help, .quit:
            // The prompt acts on its own commands before it runs a line; a script's table has none.
            break
        }
        return .done
    }

    private func launch(_ line: ScriptLine) async throws(ShellError) {
        do { try await host.launch() } catch { throw Self.cannotLaunch(line, error) }
    }

    private func apply(_ command: BackendCommand, line: ScriptLine) async throws(ShellError) {
        guard let backend else {
            throw ShellError("line \(line.number): backend commands need the embedded backend")
        }
        do {
            try await backend.apply(command)
        } catch {
            throw ShellError("line \(line.number): the backend refused \"\(line.echo)\": \(error)")
        }
    }

    private static func cannotLaunch(_ line: ScriptLine, _ error: any Error) -> ShellError {
        ShellError("line \(line.number): the app could not start: \(error)")
    }
}
