import AppCore
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
    var environment = ProcessInfo.processInfo.environment
    /// Where the shell, the app and the embedded backend's start-up log.
    var logger = Logger(label: "app")

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
        let (dataDirectory, isTemporary) = resolvedDataDirectory()
        defer {
            if isTemporary { try? FileManager.default.removeItem(at: dataDirectory) }
        }
        let lock = try Self.hold(dataDirectory)
        defer { withExtendedLifetime(lock) {} }
        let backend = try await startBackend(dataDirectory: dataDirectory)
        let reporter = ShellReporter(
            printer: options.json ? JSONEventPrinter() : TextEventPrinter(), write: writeLine)
        let host = makeHost(dataDirectory: dataDirectory, backend: backend, reporter: reporter)
        let runner = ScriptRunner(host: host, backend: backend.embedded, reporter: reporter)
        let status: ShellExitStatus
        do {
            if let script {
                status = try await runner.run(script, narrates: options.mode == .demo)
            } else {
                status = await InteractiveLoop(
                    runner: runner, host: host, options: options, writeLine: writeLine, writeError: writeError
                ).run()
            }
        } catch {
            await host.terminate()
            await backend.stop()
            throw error
        }
        await backend.stop()
        return status
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

    private func resolvedDataDirectory() -> (url: URL, isTemporary: Bool) {
        if let dataDirectory = options.dataDirectory { return (dataDirectory, false) }
        if options.mode == .demo { return (DefaultDataDirectory.temporary(), true) }
        return (DefaultDataDirectory.url(environment: environment), false)
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
        let clocks = options.usesVirtualClock ? ShellClocks.virtual() : ShellClocks.real()
        let configuration = AppConfiguration.shell(
            options: options, dataDirectory: dataDirectory, apiBaseURL: backend.baseURL, clocks: clocks,
            logger: logger)
        return AppHost(clocks: clocks, reporter: reporter) { try backend.dependencies(configuration) }
    }
}
