import AppCore
import Design
import Foundation
import Logging

@MainActor
struct ShellSession {
    var options: ShellOptions
    var writeLine: (String) -> Void = StandardOutput.writeLine
    var writeError: (String) -> Void = StandardError.writeLine
    /// Returns once what was written so far has reached standard output and error (or a signal came).
    var waitForOutput: @Sendable () -> Void = {}
    var environment = ProcessEnvironment.value(of:)
    var logger = Logger(label: "app")
    var signals = SignalHandling.none
    var terminal = Terminal.standard()
    var clocks: ShellClocks?
    var requestTimeout = Duration.seconds(30)
    /// The clock the embedded backend's `backend latency` waits on.
    var backendClock: any Clock<Duration> = ContinuousClock()
    var logLines: LogLines?
    var colors = TextColors.off
    var tracer: ShellTracer?
    /// The values of the script's variables, masked in everything the session prints.
    var secrets = SecretMask()
    /// When the shell started: events' `t` counts from it.
    var started = ContinuousClock.now

    func run() async -> ShellExitStatus {
        if case .runScripts(let paths, let junitReport) = options.mode {
            return await ScriptBatch(session: self, paths: paths, junitReport: junitReport).run()
        }
        return await runSession().status
    }

    func runSession() async -> SessionResult {
        do {
            return try await runMode()
        } catch {
            let message = secrets.masked(error.message)
            writeError("app-shell: \(message)")
            return SessionResult(status: .cannotRun, failure: message, started: false)
        }
    }

    private var maskedWriteError: (String) -> Void {
        { [secrets, writeError] in writeError(secrets.masked($0)) }
    }

    private func runMode() async throws(ShellError) -> SessionResult {
        let script = try checkedScript()
        secrets.add(script?.secrets ?? [])
        let (dataDirectory, isTemporary) = try resolvedDataDirectory()
        defer {
            if isTemporary { try? FileManager.default.removeItem(at: dataDirectory) }
        }
        let lock = try Self.hold(dataDirectory)
        defer { withExtendedLifetime(lock) {} }
        let tracer = tracer ?? ShellTracer(on: options.trace)
        let backend = try await startBackend(dataDirectory: dataDirectory, tracer: tracer.backend)
        let reporter = ShellReporter(
            printer: options.json
                ? JSONEventPrinter()
                : ColoredEventPrinter(
                    printer: TextEventPrinter(rowsPerSection: options.mode == .demo ? 5 : nil), colors: colors),
            tracer: tracer, mask: secrets, start: started, write: writeLine)
        let host = makeHost(dataDirectory: dataDirectory, backend: backend, reporter: reporter, tracer: tracer)
        let runner = ScriptRunner(
            host: host, backend: backend.embedded, reporter: reporter, tracer: tracer,
            echoesCommands: echoesCommands, heldLogs: options.json ? nil : logLines,
            variables: ScriptVariables(value: environment), secrets: secrets)
        let loop =
            script == nil
            ? InteractiveLoop(
                runner: runner, options: options, terminal: terminal, writeLine: writeLine,
                writeError: maskedWriteError, start: (dataDirectory, backend))
            : nil
        let ending = await signals.run(
            mode: { await run(script, or: loop, with: runner) },
            interrupt: loop.map { $0.interrupt },
            terminate: { await host.terminate() },
            keepsData: !isTemporary,
            writeError: maskedWriteError)
        await backend.stop()
        switch ending {
        case .success(let status):
            return SessionResult(status: status, failure: Self.failure(status, reporter), started: true)
        case .failure(let error):
            let message = secrets.masked(error.message)
            writeError("app-shell: \(message)")
            return SessionResult(status: .cannotRun, failure: message, started: true)
        }
    }

    private static func failure(_ status: ShellExitStatus, _ reporter: ShellReporter) -> String? {
        switch status {
        case .success: nil
        case .expectationFailed:
            reporter.failedExpectation.map { "line \($0.line): expected \($0.expected), found \($0.found)" }
                ?? "an expect failed"
        case .cannotRun: "the session could not go on"
        case .hungUp: "stopped by SIGHUP"
        case .interrupted: "stopped by SIGINT"
        case .quit: "stopped by SIGQUIT"
        case .terminated: "stopped by SIGTERM"
        }
    }

    private func run(_ script: Script?, or loop: InteractiveLoop?, with runner: ScriptRunner) async -> Result<
        ShellExitStatus, ShellError
    > {
        guard let script else { return .success(await loop?.run() ?? .success) }
        do {
            return .success(try await runner.run(script, narrates: options.mode == .demo, pause: demoPause))
        } catch {
            return .failure(error)
        }
    }

    /// Whether lines are echoed as `command` events: not when the terminal already shows them.
    private var echoesCommands: Bool {
        options.mode != .interactive || options.json
            || !(terminal.inputIsTerminal && terminal.outputIsTerminal)
    }

    private var demoPause: DemoPause? {
        let atTerminal = terminal.inputIsTerminal && terminal.outputIsTerminal
        guard options.mode == .demo, options.pausesBetweenSections, atTerminal, !options.json else {
            return nil
        }
        return DemoPause(terminal: terminal)
    }

    private func checkedScript() throws(ShellError) -> Script? {
        let source: String
        switch options.mode {
        case .interactive: return nil
        case .demo: source = DemoScript.text
        case .run(let path): source = try ScriptSource.read(path: path)
        case .runScripts: throw ShellError("a session runs one script; ScriptBatch runs several")
        }
        do {
            return try ScriptChecker.check(
                source, backendAvailable: options.hasEmbeddedBackend,
                variables: ScriptVariables(value: environment))
        } catch {
            throw ShellError(error.description)
        }
    }

    private func resolvedDataDirectory() throws(ShellError) -> (url: URL, isTemporary: Bool) {
        if let dataDirectory = options.dataDirectory { return (dataDirectory, false) }
        // `run` and `demo` are hermetic: a script gives the same result every time.
        switch options.mode {
        case .demo: return (DefaultDataDirectory.temporary(for: "demo"), true)
        case .run, .runScripts: return (DefaultDataDirectory.temporary(for: "run"), true)
        case .interactive: break
        }
        do {
            return (try DefaultDataDirectory.url(environment: environment), false)
        } catch {
            throw ShellError("\(error) (give --data-dir instead)")
        }
    }

    private func startBackend(dataDirectory: URL, tracer: ShellTracer) async throws(ShellError)
        -> ShellBackend
    {
        if let apiURL = options.apiURL { return .remote(apiURL) }
        do {
            return .embedded(try await EmbeddedBackend.start(
                    dataDirectory: dataDirectory, latencyClock: backendClock, tracer: tracer,
                    logger: logger))
        } catch {
            throw ShellError("cannot start the embedded backend: \(error)")
        }
    }

    private func makeHost(
        dataDirectory: URL, backend: ShellBackend, reporter: ShellReporter, tracer: ShellTracer
    ) -> AppHost {
        let clocks = clocks ?? ShellClocks.of(options)
        let configuration = AppConfiguration.shell(
            options: options, dataDirectory: dataDirectory, apiBaseURL: backend.baseURL, clocks: clocks,
            requestTimeout: requestTimeout, logger: logger, tracer: tracer)
        return AppHost(
            clocks: clocks, reporter: reporter, waitsOutLaunchScreen: !options.usesVirtualClock,
            launchScreenMinimum: options.minimumLaunchDuration
        ) {
            try backend.dependencies(configuration)
        }
    }
}
