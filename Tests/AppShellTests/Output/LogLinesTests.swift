import AppTesting
import Foundation
import Logging
import Testing

@testable import AppShell

struct LogLinesTests {
    /// What was written, from any thread.
    private final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var written: [String] = []
        var lines: [String] { lock.withLock { written } }
        func append(_ line: String) { lock.withLock { written.append(line) } }
    }

    private func logger(_ lines: LogLines) -> Logger {
        Logger(label: "app.analytics") { _ in ShellLogHandler(lines: lines, logLevel: .warning) }
    }

    @Test func aMessageIsOneLineWithItsLevelAndNoOtherPrefix() {
        let written = Written()
        let log = logger(LogLines(write: written.append))
        log.warning("Analytics: uploading 8 events failed (offline); next try in 5.0 seconds")
        log.info("below the level")
        #expect(
            written.lines == [
                "warning: Analytics: uploading 8 events failed (offline); next try in 5.0 seconds"
            ])
    }

    @Test func theSameFailureAgainWithOtherNumbersIsLeftOutUntilSomethingElseIsSaid() {
        let written = Written()
        let log = logger(LogLines(write: written.append))
        log.warning("uploading 4 events failed (offline); next try in 5.0 seconds")
        log.warning("uploading 4 events failed (offline); next try in 10.0 seconds")
        log.warning("uploading 5 events failed (offline); next try in 5.0 seconds")
        log.error("the outbox is full")
        log.warning("uploading 5 events failed (offline); next try in 5.0 seconds")
        #expect(
            written.lines == [
                "warning: uploading 4 events failed (offline); next try in 5.0 seconds",
                "error: the outbox is full",
                "warning: uploading 5 events failed (offline); next try in 5.0 seconds",
            ])
    }

    @Test func heldLinesWaitForTheRelease() {
        let written = Written()
        let lines = LogLines(write: written.append)
        lines.hold()
        lines.add(.warning, "first")
        #expect(written.lines == [])
        lines.release()
        lines.add(.error, "second")
        #expect(written.lines == ["warning: first", "error: second"])
    }

    @MainActor
    @Test func aFailingUploadIsLoggedOnceAfterTheScreensOfItsLine() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let transcript = Written()
            let lines = LogLines { transcript.append("stderr: \($0)") }
            var session = ShellSession(
                options: ShellOptions(
                    mode: .run(scriptPath: ScenarioCatalog.path("analytics-upload-failing.txt")),
                    dataDirectory: directory))
            session.writeLine = transcript.append
            session.logger = Logger(label: "app") { _ in ShellLogHandler(lines: lines, logLevel: .warning) }
            session.logLines = lines
            #expect(await session.run() == .success)
            let all = transcript.lines
            let logged = all.indices.filter { all[$0].hasPrefix("stderr: ") }
            #expect(logged.map { all[$0] }.filter { $0.contains("uploading") }.count == 1, "\(all)")
            for index in logged {
                let next = all.indices.contains(index + 1) ? all[index + 1] : nil
                #expect(
                    next == nil || next?.hasPrefix("stderr: ") == true || next?.hasPrefix("> ") == true,
                    "\(all)")
            }
        }
    }
}
