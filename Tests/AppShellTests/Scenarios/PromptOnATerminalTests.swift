import AppTesting
import Foundation
import Testing

/// The real `app-shell` on a real pseudo-terminal, typed at with real keystrokes: the banner and
/// the first screen at once, Tab, Up, a password asked for with nothing echoed, a history that
/// holds no password, and colour only where nothing says no.
@Suite(.serialized)
struct PromptOnATerminalTests {
    private static let password = "correct-horse"
    /// An empty prompt as the line editor draws it (each key draws the prompt again, with the line).
    private static let emptyPrompt = "app> \u{1B}[0K"

    /// The test's environment with `changes` made (nil removes a variable).
    private func environment(_ changes: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        return environment
    }

    @Test func aPersonTypesAtThePrompt() async throws {
        try await ScratchDirectory.with("app-shell-prompt") { directory in
            let shell = try TerminalShell(
                ["--data-dir", directory.path], environment: environment(["NO_COLOR": "1", "TERM": "xterm"]))
            // The banner, then the sign-in screen before anything is typed.
            #expect(shell.waitFor(Self.emptyPrompt), "\(shell.visible)")
            #expect(shell.text.contains("app-shell 1.0.0: data in \(directory.path)"))
            #expect(shell.text.contains("type help"))
            #expect(shell.text.contains("sign in as alice@example.com (returning)"), "who to sign in as")
            #expect(shell.text.contains("[main]"), "the first screen is shown at once: \(shell.visible)")

            // Tab completes a command; a login without its password asks for it, echoing nothing.
            shell.type("logi\t")
            #expect(shell.waitFor("app> login "), "\(shell.visible)")
            shell.type("alice@example.com\r")
            #expect(shell.waitFor("password: "), "\(shell.visible)")
            shell.type(Self.password + "\r")
            #expect(shell.waitFor("-> authenticated"), "\(shell.visible)")

            // Up recalls the line before.
            #expect(shell.waitFor(Self.emptyPrompt, count: 2))
            shell.type("tab settings\r")
            #expect(shell.waitFor(Self.emptyPrompt, count: 3))
            let recalled = shell.count("app> tab settings\u{1B}[0K")
            shell.type("\u{1B}[A")
            #expect(shell.waitFor("app> tab settings\u{1B}[0K", count: recalled + 1), "\(shell.visible)")
            shell.type("\u{15}quit\r")
            #expect(shell.waitForExit() == 0, "\(shell.visible)")

            #expect(!shell.text.contains(Self.password), "\(shell.visible)")
            let file = directory.appendingPathComponent("history")
            let mode =
                try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)
            let history = try String(contentsOf: file, encoding: .utf8)
            #expect(history == "tab settings\nquit\n")
        }
    }

    /// A password manager's auto-type (`EMAIL Tab PASSWORD Enter`, or a paste holding a tab) after
    /// `login `: Tab ends the email, so the password lands in its own word and is drawn as `*`;
    /// the sign-in works, and no byte of the password reaches the terminal or the history.
    @Test func aPasswordAutoTypedAfterATabIsNeitherShownNorKept() async throws {
        try await ScratchDirectory.with("app-shell-prompt") { directory in
            let shell = try TerminalShell(
                ["--data-dir", directory.path], environment: environment(["NO_COLOR": "1", "TERM": "xterm"]))
            #expect(shell.waitFor(Self.emptyPrompt), "\(shell.visible)")
            shell.type("login ")
            #expect(shell.waitFor("app> login \u{1B}[0K"), "\(shell.visible)")
            shell.type("alice@example.com\t\(Self.password)\r")
            #expect(shell.waitFor("-> authenticated"), "\(shell.visible)")
            #expect(shell.waitFor(Self.emptyPrompt, count: 2))
            shell.type("tab settings\r")
            #expect(shell.waitFor(Self.emptyPrompt, count: 3))
            shell.type("\u{4}")
            #expect(shell.waitForExit() == 0, "\(shell.visible)")

            #expect(!shell.text.contains(Self.password), "\(shell.visible)")
            #expect(shell.text.contains("app> login alice@example.com *************"), "\(shell.visible)")
            let history = try String(contentsOf: directory.appendingPathComponent("history"), encoding: .utf8)
            #expect(history == "tab settings\n")
        }
    }

    /// A signal that ends the session while a line is half typed puts the terminal back and ends
    /// that line, so the last words start on a line of their own.
    @Test func aSignalMidLineLeavesTheTerminalOnANewLine() async throws {
        try await ScratchDirectory.with("app-shell-signal") { directory in
            let shell = try TerminalShell(
                ["--data-dir", directory.path], environment: environment(["NO_COLOR": "1", "TERM": "xterm"]))
            #expect(shell.waitFor(Self.emptyPrompt), "\(shell.visible)")
            shell.type("login alice@exa")
            #expect(shell.waitFor("app> login alice@exa\u{1B}[0K"), "\(shell.visible)")
            shell.send(SIGTERM)
            #expect(shell.waitForExit() == 128 + SIGTERM, "\(shell.visible)")
            #expect(shell.text.hasSuffix("\r\napp-shell: stopped by SIGTERM\r\n"), "\(shell.visible)")
        }
    }

    @Test func colourOnATerminalAndNoneWhenAskedForNone() async throws {
        for (arguments, changes, coloured) in [
            ([String](), ["NO_COLOR": String?.none, "TERM": "xterm"], true),
            (["--no-color"], ["NO_COLOR": String?.none, "TERM": "xterm"], false),
            ([], ["NO_COLOR": "1", "TERM": "xterm"], false),
        ] {
            try await ScratchDirectory.with("app-shell-colour") { directory in
                let shell = try TerminalShell(
                    ["--data-dir", directory.path] + arguments, environment: environment(changes))
                #expect(shell.waitFor(Self.emptyPrompt), "\(shell.visible)")
                shell.type("expect windows 2\r")
                #expect(shell.waitFor(Self.emptyPrompt, count: 2), "\(shell.visible)")
                shell.type("\u{4}")
                #expect(shell.waitForExit() == 1, "\(shell.visible)")
                #expect(shell.text.contains("EXPECT FAILED"))
                #expect(shell.text.contains("\u{1B}[1;31m  EXPECT FAILED") == coloured, "\(shell.visible)")
                #expect(shell.text.contains("\u{1B}[36m  state: loading -> unauthenticated") == coloured)
                #expect(shell.text.contains("\u{1B}[31m") == coloured, "the error at exit, \(shell.visible)")
            }
        }
    }
}
