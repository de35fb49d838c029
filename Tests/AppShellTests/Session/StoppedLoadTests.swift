import AppTesting
import Foundation
import Testing

@testable import AppShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A load Ctrl-C stopped is not left `Loading…` for good: the screen says it stopped and offers
/// `retry`, which loads it again.
@MainActor
struct StoppedLoadTests {
    /// The notice comes once the cancelled line has wound down, as everything it started does.
    @Test(.timeLimit(.minutes(10)))
    func aStoppedLoadSaysSoAndRetryLoadsItAgain() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(onTerminal: true, dataDirectory: directory)
            let session = Task { await shell.run() }
            shell.type("login alice@example.com correct-horse")
            shell.type("backend latency 60000")
            shell.type("post open p10")
            await shell.waitForOutput(containing: #""text":"post open p10""#)
            shell.send(SIGINT)
            await shell.waitForOutput(containing: "Loading was stopped; retry loads it again.")
            shell.type("backend latency 0")
            shell.type("expect screen post:p10")
            shell.type("expect text \"retry  Load again\"")
            shell.type("retry")
            shell.type("expect text Published")
            shell.endInput()
            #expect(await session.value == .success, "\(shell.transcript)")
            let results = shell.events.filter { $0["type"] as? String == "expect" }.compactMap { $0["ok"] as? Bool }
            #expect(results == [true, true, true], "\(shell.transcript)")
            let posts = shell.events.filter { $0["type"] as? String == "screen" && $0["screen"] as? String == "post:p10" }
                .compactMap { $0["text"] as? String }
            #expect(posts.last?.contains("Loading") == false, "\(shell.transcript)")
            #expect(!shell.events.contains { $0["type"] as? String == "error" }, "\(shell.transcript)")
        }
    }

    /// With nothing stopped, `retry` while signed in is refused as before.
    @Test func retryWithNothingStoppedIsNotOffered() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(dataDirectory: directory)
            shell.type("login alice@example.com correct-horse")
            shell.type("retry")
            shell.endInput()
            #expect(await shell.run() == .success, "\(shell.transcript)")
            let errors = shell.events.filter { $0["type"] as? String == "error" }.compactMap { $0["message"] as? String }
            #expect(errors == ["\"retry\" is not available while signed in."], "\(shell.transcript)")
        }
    }
}
