import ArgumentParser
import Testing

@testable import AppShell

/// `--version`, and the completion scripts the argument parser generates from the options.
struct VersionAndCompletionTests {
    @Test func versionIsOneLineAndSuccess() {
        #expect(throws: (any Error).self) { try AppShellCommand.parseAsRoot(["--version"]) }
        do {
            _ = try AppShellCommand.parseAsRoot(["--version"])
        } catch {
            #expect(AppShellCommand.message(for: error) == "app-shell \(ShellVersion.current)")
            #expect(AppShellCommand.exitCode(for: error).isSuccess)
        }
    }

    @Test func theBashScriptCompletesFilesDirectoriesAndEveryOption() {
        let script = AppShellCommand.completionScript(for: .bash)
        for option in [
            "--data-dir", "--api-url", "--ca-file", "--json", "--no-color", "--min-loading-ms", "--version",
        ] {
            #expect(script.contains(option), "\(option)")
        }
        #expect(script.contains("-d"), "a directory after --data-dir")
    }
}
