import AppTesting
import Foundation
import Testing

@testable import AppShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM during `run`: a clean termination within a bound, then 130 or 143; a second
/// signal exits at once. (`ExecutableTests` sends real ones to the real process.)
@MainActor
struct SignalTests {
    private final class ExitsAtOnce: @unchecked Sendable {
        private let lock = NSLock()
        private var statuses: [ShellExitStatus] = []
        var recorded: [ShellExitStatus] { lock.withLock { statuses } }
        func record(_ status: ShellExitStatus) { lock.withLock { statuses.append(status) } }
    }

    private let hangingLine = ScenarioCatalog.directory.appendingPathComponent("signals/hanging-line.txt")
        .path

    private func script(_ text: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("script.txt")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    private func outbox(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("analytics").path
        )
        .filter { $0.hasPrefix("event-") }
    }

    @Test func aSignalMidScriptSavesScenesFlushesAnalyticsAndEndsWith143() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let path = try script(
                "login alice@example.com correct-horse\ntab settings\ntab profile\nexpect state unauthenticated\n",
                in: directory)
            let (numbers, signal) = AsyncStream.makeStream(of: Int32.self)
            let data = directory.appendingPathComponent("data")
            // A bound that never passes: this test is about what the termination does, not how fast.
            let run = await ScenarioRun.run(
                scriptAt: path, dataDirectory: data,
                signals: SignalHandling(numbers: { numbers }, exitAtOnce: { _ in }, bound: .seconds(3_600))
            ) { line in
                if line.contains(#""type":"command","t":"#) && line.contains(#""line":2,"#) {
                    signal.yield(SIGTERM)
                }
            }
            #expect(run.status == .terminated, "\(run.transcript)")
            #expect(run.errors == ["app-shell: stopped by SIGTERM"])
            #expect(
                !(try run.events()).contains { $0["type"] as? String == "command" && $0["line"] as? Int == 4 }
            )
            #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("scenes.json").path))
            #expect(try outbox(in: data) == [], "\(run.logs)")
        }
    }

    /// The line says where the unsent analytics are: queued in the data directory for the next run,
    /// or gone with a script's temporary one.
    @Test(.timeLimit(.minutes(10)), arguments: [true, false])
    func aTerminationThatHangsEndsAtTheBound(givenADataDirectory: Bool) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let (numbers, signal) = AsyncStream.makeStream(of: Int32.self)
            let run = await ScenarioRun.run(
                scriptAt: hangingLine, dataDirectory: givenADataDirectory ? directory : nil,
                signals: SignalHandling(numbers: { numbers }, exitAtOnce: { _ in }, bound: .milliseconds(100)),
                latencyNeverPasses: true
            ) { line in
                if line.contains(#""text":"tab settings""#) { signal.yield(SIGINT) }
            }
            #expect(run.status == .interrupted, "\(run.transcript)")
            let unsent =
                givenADataDirectory
                ? "unsent analytics stay queued for the next run"
                : "unsent analytics go with the run's temporary data directory"
            #expect(
                run.errors == [
                    "app-shell: stopped by SIGINT; the app did not finish terminating within 0.1 seconds, so \(unsent)"
                ])
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("scenes.json").path)
                    == givenADataDirectory)
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aSecondSignalWhileTerminatingExitsAtOnce() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let (numbers, signal) = AsyncStream.makeStream(of: Int32.self)
            let exits = ExitsAtOnce()
            let run = await ScenarioRun.run(
                scriptAt: hangingLine, dataDirectory: directory,
                signals: SignalHandling(
                    numbers: { numbers }, exitAtOnce: exits.record, bound: .seconds(3_600)),
                latencyNeverPasses: true
            ) { line in
                if line.contains(#""text":"tab settings""#) {
                    signal.yield(SIGTERM)
                    signal.yield(SIGINT)
                }
            }
            #expect(run.status == .interrupted, "\(run.transcript)")
            #expect(exits.recorded == [.interrupted])
            #expect(run.errors == ["app-shell: stopped at once by SIGINT while terminating"])
        }
    }
}
