import AppCore
import Logging

/// Runs checked script lines against the app, each to completion, reporting as it goes.
@MainActor
final class ScriptRunner {
    private let host: AppHost
    private let backend: EmbeddedBackend?
    private let reporter: ShellReporter

    init(host: AppHost, backend: EmbeddedBackend?, reporter: ShellReporter) {
        self.host = host
        self.backend = backend
        self.reporter = reporter
    }

    /// Runs the whole script, then terminates the app cleanly. Comments are shown as narration
    /// when `narrates` (the demo). Throws when the app or the backend cannot go on.
    func run(_ script: Script, narrates: Bool) async throws(ShellError) -> ShellExitStatus {
        for item in script.items {
            switch item {
            case .comment(_, let text):
                if narrates { reporter.report(.narration(text)) }
            case .command(let line):
                if try await run(line) == .expectationFailed {
                    await host.terminate()
                    return .expectationFailed
                }
            }
        }
        await host.terminate()
        return .success
    }

    /// Runs one line to completion: the app launches first unless it is running or the line is
    /// `launch`, and every window whose screen changed is reported at the end.
    func run(_ line: ScriptLine) async throws(ShellError) -> LineOutcome {
        if !host.isRunning, line.command != .launch {
            try await launch(line)
        }
        reporter.report(.command(line: line.number, text: line.echo))
        let outcome = try await execute(line)
        host.reportChangedScreens()
        return outcome
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
        case .expect(let expectation):
            let result = ExpectationChecker.result(
                of: expectation, line: line.number, app: host.snapshot, observations: host.observations)
            reporter.report(.expectation(result))
            return result.ok ? .done : .expectationFailed
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
