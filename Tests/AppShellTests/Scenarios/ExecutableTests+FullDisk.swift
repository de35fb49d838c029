import AppTesting
import DevBackend
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc

    /// A real full disk under the real `app-shell` (`FullDisk`: a tmpfs in a namespace of its own):
    /// a refresh the backend granted is never lost to it, and the embedded backend's answers say
    /// the disk is full. In `ExecutableTests`, so one subprocess runs at a time.
    extension ExecutableTests {
        /// The backend runs in the test, on the real disk; the app's data directory is full. Two
        /// refreshes there: the second spends the refresh token only memory holds. Once the disk
        /// has room, a relaunch finds the renewed session stored.
        @Test(.enabled(if: FullDisk.isAvailable), .timeLimit(.minutes(10)))
        func aRefreshOnAFullDiskKeepsTheSessionAndItIsStoredOnceThereIsRoom() async throws {
            try await ScratchDirectory.with("app-shell-tests") { directory in
                let disk = try FullDisk(in: directory)
                let backend = try DevBackend()
                let url = try await backend.start()
                defer { Task { await backend.stop() } }
                let shell = try ShellProcess(
                    ["--json", "--data-dir", disk.dataDirectory.path, "--api-url", url.absoluteString],
                    launchedBy: disk.launcher())
                let typist = Typist(shell)
                await typist.run("login alice@example.com correct-horse", "expect state authenticated")
                disk.fill(for: shell.processIdentifier)
                for tab in ["settings", "profile"] {
                    try await backend.expireAccessTokens()
                    await typist.run("tab \(tab)")
                }
                await typist.run("expect state authenticated")
                disk.free(for: shell.processIdentifier)
                await typist.run("relaunch", "expect state authenticated")
                shell.type("quit")
                let ending = try await shell.end()
                #expect(ending.status == 0, "\(ending.stderr)")
                let errors = ending.stdout.split(separator: "\n").filter { $0.contains(#""type":"error""#) }
                #expect(
                    errors.map {
                        $0.contains("This device's disk is full, so your sign-in couldn't be saved.")
                    }
                        == [true], "\(errors)")
                #expect(!ending.stdout.contains("error:sessionExpired"))
                #expect(await backend.requestCount(.refresh) == 2)
            }
        }

        /// The embedded backend shares the full disk: each change it cannot save, and a launch
        /// whose refresh it cannot save, say the disk is full.
        @Test(.enabled(if: FullDisk.isAvailable), .timeLimit(.minutes(10)))
        func theEmbeddedBackendOnAFullDiskSaysSoOnEachActionAndAtRelaunch() async throws {
            try await ScratchDirectory.with("app-shell-tests") { directory in
                let disk = try FullDisk(in: directory)
                let shell = try ShellProcess(
                    ["--json", "--data-dir", disk.dataDirectory.path], launchedBy: disk.launcher())
                let typist = Typist(shell)
                await typist.run(
                    "login alice@example.com correct-horse", "tab settings", "backend expire-tokens")
                disk.fill(for: shell.processIdentifier)
                await typist.run(
                    "settings set appearance dark", "expect error \"disk is full\"", "relaunch",
                    "expect state error:networkUnavailable", "expect error \"disk is full\"")
                shell.type("quit")
                let ending = try await shell.end()
                #expect(ending.status == 0, "\(ending.stdout.suffix(2_000))\n\(ending.stderr)")
                #expect(!ending.stdout.contains("Something went wrong on our side"))
            }
        }
    }

    /// Types lines into an interactive `app-shell` and waits until they have run: each batch ends
    /// with an `expect` that always holds, whose result is the sign.
    private final class Typist {
        let shell: ShellProcess
        private var typed = 0

        init(_ shell: ShellProcess) {
            self.shell = shell
        }

        func run(_ lines: String...) async {
            for line in lines + ["expect no-event never_tracked"] {
                shell.type(line)
                typed += 1
            }
            await shell.waitForOutput(containing: #""line":\#(typed),"expected""#)
        }
    }
#endif
