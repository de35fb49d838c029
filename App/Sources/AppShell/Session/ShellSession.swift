import AppCore
import Design
import Foundation
import Logging

/// One run of the shell: prepares and holds the data directory, starts the embedded backend unless
/// `--api-url` was given, builds the app, and runs the mode.
@MainActor
struct ShellSession {
    let options: ShellOptions
    /// Where events go, one printed event per call.
    var writeLine: (String) -> Void = StandardOutput.writeLine
    /// Where the one-line reason goes when the session cannot run.
    var writeError: (String) -> Void = StandardError.writeLine
    /// The process's environment variables, of which the default data directory is made.
    var environment = ProcessEnvironment.value(of:)
    /// Where the shell, the app and the embedded backend's start-up log.
    var logger = Logger(label: "app")
    /// What SIGINT and SIGTERM do; none arrive unless the program catches them.
    var signals = SignalHandling.none
    /// Interactive mode's input and prompt.
    var terminal = Terminal.standard()
    /// The app's clocks; nil for the mode's own (see `ShellOptions.usesVirtualClock`).
    var clocks: ShellClocks?
    /// The log output, when the logger writes to it; in text mode a line's log lines wait until
    /// its screens are printed.
    var logLines: LogLines?
    /// The colours of text output (none unless the program finds a terminal that takes them).
    var colors = TextColors.off

    /// Runs the mode and returns the process exit status.
    func run() async -> ShellExitStatus {
        do {
            return try await runMode()
        } catch {
            writeError("app-shell: \(error.message)")
            return .cannotRun
        }
    }

    private func runMode() async throws(ShellError) -> ShellExitStatus {
        let script = try checkedScript()
        let (dataDirectory, isTemporary) = try resolvedDataDirectory()
        defer {
            if isTemporary { try? FileManager.default.removeItem(at: dataDirectory) }
        }
        let lock = try Self.hold(dataDirectory)
        defer { withExtendedLifetime(lock) {} }
        let backend = try await startBackend(dataDirectory: dataDirectory)
        let reporter = ShellReporter(
            printer: options.json
                ? JSONEventPrinter() : ColoredEventPrinter(printer: TextEventPrinter(), colors: colors),
            write: writeLine)
        let host = makeHost(dataDirectory: dataDirectory, backend: backend, reporter: reporter)
        let runner = ScriptRunner(
            host: host, backend: backend.embedded, reporter: reporter, echoesCommands: echoesCommands,
            heldLogs: options.json ? nil : logLines)
        let loop =
            script == nil
            ? InteractiveLoop(
                runner: runner, options: options, terminal: terminal, writeLine: writeLine,
                writeError: writeError, start: (dataDirectory, backend))
            : nil
        let ending = await signals.run(
            mode: { await run(script, or: loop, with: runner) },
            interrupt: loop.map { $0.interrupt },
            terminate: { await host.terminate() },
            writeError: writeError)
        await backend.stop()
        return try ending.get()
    }

    /// Runs the script, or the interactive loop when there is none.
    private func run(_ script: Script?, or loop: InteractiveLoop?, with runner: ScriptRunner) async -> Result<
        ShellExitStatus, ShellError
    > {
        guard let script else { return .success(await loop?.run() ?? .success) }
        do {
            return .success(try await runner.run(script, narrates: options.mode == .demo))
        } catch {
            return .failure(error)
        }
    }

    /// Whether lines are echoed as `command` events: not when a person types them on the
    /// terminal the text goes to, which already shows them.
    private var echoesCommands: Bool {
        options.mode != .interactive || options.json
            || !(terminal.inputIsTerminal && terminal.outputIsTerminal)
    }

    /// The script to run, checked before anything starts; nil in interactive mode.
    private func checkedScript() throws(ShellError) -> Script? {
        let source: String
        switch options.mode {
        case .interactive: return nil
        case .demo: source = DemoScript.text
        case .run(let path): source = try ScriptSource.read(path: path)
        }
        do {
            return try ScriptChecker.check(source, backendAvailable: options.hasEmbeddedBackend)
        } catch {
            throw ShellError(error.description)
        }
    }

    private func resolvedDataDirectory() throws(ShellError) -> (url: URL, isTemporary: Bool) {
        if let dataDirectory = options.dataDirectory { return (dataDirectory, false) }
        if options.mode == .demo { return (DefaultDataDirectory.temporary(), true) }
        do {
            return (try DefaultDataDirectory.url(environment: environment), false)
        } catch {
            throw ShellError("\(error) (give --data-dir instead)")
        }
    }

    private func startBackend(dataDirectory: URL) async throws(ShellError) -> ShellBackend {
        if let apiURL = options.apiURL { return .remote(apiURL) }
        do {
            return .embedded(try await EmbeddedBackend.start(dataDirectory: dataDirectory, logger: logger))
        } catch {
            throw ShellError("cannot start the embedded backend: \(error)")
        }
    }

    private func makeHost(dataDirectory: URL, backend: ShellBackend, reporter: ShellReporter) -> AppHost {
        let clocks = clocks ?? (options.usesVirtualClock ? ShellClocks.virtual() : ShellClocks.real())
        let configuration = AppConfiguration.shell(
            options: options, dataDirectory: dataDirectory, apiBaseURL: backend.baseURL, clocks: clocks,
            logger: logger)
        return AppHost(
            clocks: clocks, reporter: reporter, waitsOutLaunchScreen: !options.usesVirtualClock,
            launchScreenMinimum: options.minimumLaunchDuration
        ) {
            try backend.dependencies(configuration)
        }
    }
}
