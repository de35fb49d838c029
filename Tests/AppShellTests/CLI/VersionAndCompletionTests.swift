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

    /// The body of the shell function `name` in `script`, up to the next function.
    private func function(_ name: String, in script: String) -> String {
        guard let start = script.range(of: "\n\(name)() {\n") else { return "" }
        let rest = script[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)])
    }

    @Test func theBashScriptOffersEveryOptionAtOnceAFileAfterRunAndADirectoryAfterDataDir() {
        let script = AppShellCommand.completionScript(for: .bash)
        let root = function("_app-shell", in: script)
        for option in [
            "--data-dir", "--api-url", "--ca-file", "--json", "--no-color", "--min-loading-ms", "--version",
        ] {
            #expect(root.contains(option), "app-shell --<Tab> offers \(option)")
        }
        let run = function("_app-shell_run", in: script)
        #expect(run.contains("'--data-dir')\n        __app-shell_add_completions -d"), "\(run)")
        #expect(
            run.contains("'--ca-file')\n        __app-shell_add_completions -o plusdirs -fX '!*.@(pem|crt)'"))
        #expect(run.contains("*)\n        __app-shell_add_completions -f"), "a file after run: \(run)")
        #expect(function("_app-shell_interactive", in: script).contains("__app-shell_add_completions -d"))
    }

    @Test func zshAndFishCompleteFilesAndDirectoriesToo() {
        #expect(AppShellCommand.completionScript(for: .zsh).contains("_files -/"))
        let fish = AppShellCommand.completionScript(for: .fish)
        #expect(fish.contains("-l 'data-dir'") && fish.contains("__app-shell_complete_directories"))
    }
}
