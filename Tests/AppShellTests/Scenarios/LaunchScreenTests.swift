import Foundation
import Testing

@testable import AppShell

/// On the virtual clock the launch screen stays until `wait` has moved the timers past its minimum.
@MainActor
struct LaunchScreenTests {
    @Test func theLaunchScreenStaysForItsMinimumOnTheVirtualClock() async throws {
        try await withTemporaryDirectory { directory in
            let script = directory.appendingPathComponent("s.txt")
            try Data(
                """
                launch
                expect state loading
                expect screen launch
                wait 499
                expect state loading
                wait 1
                expect state unauthenticated
                expect screen sign-in
                """.utf8
            ).write(to: script)
            var written: [String] = []
            var session = ShellSession(
                options: ShellOptions(
                    mode: .run(scriptPath: script.path),
                    dataDirectory: directory.appendingPathComponent("data"),
                    minimumLoadingMilliseconds: 500))
            session.writeLine = { written.append($0) }
            session.logger = LogCapture().logger
            #expect(await session.run() == .success, "\(written.joined(separator: "\n"))")
        }
    }
}
