import Foundation

@MainActor
struct ScriptBatch {
    let session: ShellSession
    let paths: [String]
    let junitReport: String?

    func run() async -> ShellExitStatus {
        let expansion: ScriptPaths.Expansion
        let report: ReportFile?
        do {
            expansion = try ScriptPaths.expand(paths)
            report = try junitReport.map(ReportFile.init)
            try report?.checkApart(from: expansion.scripts)
        } catch {
            return refuse(error.message)
        }
        guard paths.count > 1 || expansion.namedDirectory else {
            return await runAlone(expansion.scripts[0], report: report)
        }
        if let error = checkEveryScript(expansion.scripts) {
            return refuse(error)
        }
        let relay = SignalRelay(numbers: session.signals.numbers())
        defer { relay.stop() }
        var results: [(path: String, result: SessionResult, duration: Duration)] = []
        let lines = BatchLines(json: session.options.json)
        for path in expansion.scripts {
            if relay.received != nil { break }
            session.writeLine(lines.started(path, at: elapsed))
            let start = ContinuousClock.now
            let result = await run(path, signals: relay)
            let duration = start.duration(to: .now)
            session.writeLine(lines.ended(path, status: result.status, duration: duration, at: elapsed))
            results.append((path, result, duration))
        }
        let notRun = Array(expansion.scripts.dropFirst(results.count))
        let stoppedBy = relay.received.map(SignalHandling.name)
        session.writeLine(
            lines.summary(
                passed: results.filter { $0.result.status == .success }.count,
                failed: results.filter { $0.result.status != .success }.map(\.path), notRun: notRun.count,
                stoppedBy: stoppedBy, at: elapsed))
        let cases =
            results.map {
                JUnitReport.TestCase(name: $0.path, duration: $0.duration, outcome: Self.outcome($0.result))
            }
            + notRun.map {
                JUnitReport.TestCase(
                    name: $0, duration: .zero,
                    outcome: .skipped("not run: the run was stopped by \(stoppedBy ?? "a signal")"))
            }
        if let failure = write(cases, to: report) { return failure }
        if let signal = relay.received { return ShellExitStatus(signal: signal) }
        return results.allSatisfy { $0.result.status == .success } ? .success : .expectationFailed
    }

    private func runAlone(_ path: String, report: ReportFile?) async -> ShellExitStatus {
        var alone = session
        alone.options.mode = .run(scriptPath: path)
        // A second signal ends the session at once, and the report is still written.
        if report != nil { alone.signals.exitAtOnce = { _ in } }
        let start = ContinuousClock.now
        let result = await alone.runSession()
        guard result.started else { return result.status }
        let testCase = JUnitReport.TestCase(
            name: path, duration: start.duration(to: .now), outcome: Self.outcome(result))
        return write([testCase], to: report) ?? result.status
    }

    /// Runs one script of several; a second signal ends it at once, and the summary and the report
    /// are still written.
    private func run(_ path: String, signals relay: SignalRelay) async -> SessionResult {
        var script = session
        script.options.mode = .run(scriptPath: path)
        script.signals.numbers = { relay.stream() }
        script.signals.exitAtOnce = { _ in }
        return await script.runSession()
    }

    private func checkEveryScript(_ scripts: [String]) -> String? {
        if scripts.contains("-") {
            return "- (a script from standard input) runs on its own, not with other scripts"
        }
        let variables = ScriptVariables(value: session.environment)
        for path in scripts {
            do {
                let source = try ScriptSource.read(path: path)
                let script = try ScriptChecker.check(
                    source, backendAvailable: session.options.hasEmbeddedBackend, variables: variables)
                session.secrets.add(script.secrets)
            } catch let error as ScriptError {
                return "\(path): \(error.description)"
            } catch {
                return (error as? ShellError)?.message ?? "\(path): \(error)"
            }
        }
        return nil
    }

    private func write(_ cases: [JUnitReport.TestCase], to report: ReportFile?) -> ShellExitStatus? {
        guard let report else { return nil }
        do {
            try report.write(JUnitReport(cases: cases).xml, beforeWritingInPlace: session.waitForOutput)
            return nil
        } catch {
            return refuse("cannot write the JUnit report: \(error.message)")
        }
    }

    private func refuse(_ message: String) -> ShellExitStatus {
        session.writeError("app-shell: \(session.secrets.masked(message))")
        return .cannotRun
    }

    private var elapsed: Int {
        ShellReporter.milliseconds(session.started.duration(to: .now))
    }

    private static func outcome(_ result: SessionResult) -> JUnitReport.TestCase.Outcome {
        switch result.status {
        case .success: .passed
        case .expectationFailed: .failed(result.failure ?? "an expect failed")
        case .cannotRun, .hungUp, .interrupted, .quit, .terminated:
            .error(result.failure ?? "it could not run")
        }
    }
}
