import AppTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc

    /// The process's own limit on open files (`ulimit -n`): too low a limit is refused before
    /// anything starts, in one line; running out mid-session, sign-in says so. Only a process has a
    /// limit of its own. In `ExecutableTests`, so one subprocess runs at a time.
    extension ExecutableTests {
        @Test(arguments: [8, 12, 24])
        func aLimitOnOpenFilesBelowWhatASessionNeedsIsRefusedInOneLine(limit: Int) async throws {
            try await ScratchDirectory.with("app-shell-tests") { directory in
                let data = directory.appendingPathComponent("data")
                let ending = try await ShellProcess(
                    ["demo", "--data-dir", data.path], descriptorLimit: limit
                ).end()
                #expect(!ending.killedBySignal)
                #expect(ending.status == 2, "\(ending.stderr)")
                #expect(ending.stdout.isEmpty)
                let lines = ending.stderr.split(separator: "\n")
                #expect(lines.count == 1, "\(ending.stderr)")
                #expect(
                    lines.first?.hasPrefix(
                        "app-shell: the process may open only \(limit) files (ulimit -n), and a session needs "
                    ) == true)
                #expect(!FileManager.default.fileExists(atPath: data.path))
            }
        }

        /// Mid-session, the process's soft limit on open files is lowered below what it has open
        /// (`prlimit --nofile`), so it can open no more: the next connection the app makes cannot
        /// be, and sign-in says why instead of calling the app offline.
        @Test(
            .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")), .timeLimit(.minutes(10)))
        func outOfOpenFilesMidSessionSignInSaysSoNotOffline() async throws {
            try await ScratchDirectory.with("app-shell-tests") { directory in
                let shell = try ShellProcess(["--json", "--data-dir", directory.path])
                shell.type("expect screen sign-in")
                await shell.waitForOutput(containing: #""line":1,"expected""#)
                #expect(await Self.setSoftLimitOnOpenFiles(of: shell.processIdentifier, to: "3") == 0)

                shell.type("login alice@example.com correct-horse")
                shell.type("expect state unauthenticated")
                await shell.waitForOutput(containing: #""line":3,"expected""#)
                // Back to the one it inherited, the test's own.
                var inherited = rlimit()
                getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &inherited)
                #expect(await Self.setSoftLimitOnOpenFiles(of: shell.processIdentifier, to: "\(inherited.rlim_cur)") == 0)
                shell.type("quit")
                let ending = try await shell.end()
                let errors = ending.stdout.split(separator: "\n").filter { $0.contains(#""type":"error""#) }
                #expect(
                    errors.map { $0.contains("The app has too many files open to connect. Restart it and try again.") }
                        == [true], "\(ending.stdout.suffix(3_000))\n\(ending.stderr.suffix(3_000))")
                #expect(!ending.killedBySignal, "\(ending.stderr)")
            }
        }

        /// Runs `prlimit` to set the soft limit on open files of process `pid`; its exit status.
        private static func setSoftLimitOnOpenFiles(of pid: Int32, to soft: String) async -> Int32 {
            await withCheckedContinuation { continuation in
                // Its own thread: the wait blocks.
                Thread {
                    let prlimit = Process()
                    prlimit.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
                    prlimit.arguments = ["--pid", "\(pid)", "--nofile=\(soft):"]
                    guard (try? prlimit.run()) != nil else { return continuation.resume(returning: -1) }
                    prlimit.waitUntilExit()
                    continuation.resume(returning: prlimit.terminationStatus)
                }.start()
            }
        }
    }
#endif
