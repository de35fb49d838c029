import AppTesting
import Foundation
import Testing

/// `${NAME}` in the real `app-shell`, logging at debug level: the values reach the app (a sign-in
/// with a password from the environment works, a bio from it is on screen) and no byte of any of
/// them reaches standard output or standard error, in text or JSON, when a line fails (a wrong
/// password, a failed `expect` quoting one, a script error), interactively, or in a JUnit report.
extension ExecutableTests {
    private static let secrets = [
        "EMAIL": "alice@example.com", "WRONG": "Wr0ng-Pa55word-9x", "PASSWORD": "correct-horse",
        "BIO": "Bio-S3cr3t-7q", "SPACED": "Sp4ced s3cret",
    ]

    private static let signIn = """
        login ${EMAIL} ${WRONG}
        expect state unauthenticated
        login ${EMAIL} ${PASSWORD}
        expect state authenticated
        profile edit bio "${BIO}"
        expect text "${BIO}"
        open app://post/${WRONG}
        window open post ${BIO}
        expect error "${WRONG}"
        """

    /// Every place a secret's bytes were found, by its variable's name; empty when none was.
    private func leaks(in texts: [String: String]) -> [String] {
        texts.flatMap { place, text in
            Self.secrets.filter { text.contains($0.value) }.map { "\($0.key) in \(place)" }
        }.sorted()
    }

    private func runShell(_ arguments: [String], typing lines: [String] = []) async throws
        -> ShellProcess.Ending
    {
        let shell = try ShellProcess(
            arguments, environment: Self.secrets.merging(["APP_SHELL_LOG_LEVEL": "debug"]) { $1 })
        lines.forEach(shell.type)
        shell.endInput()
        return try await shell.end()
    }

    @Test(.timeLimit(.minutes(10)), arguments: [false, true])
    func aVariablesValueReachesTheAppAndNoOutput(json: Bool) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = directory.appendingPathComponent("sign-in.txt")
            try Data(Self.signIn.utf8).write(to: script)
            let ending = try await runShell(
                ["run", script.path, "--data-dir", directory.appendingPathComponent("data").path]
                    + (json ? ["--json"] : []))
            #expect(ending.status == 1, "\(ending.stdout)\n\(ending.stderr)")
            #expect(leaks(in: ["stdout": ending.stdout, "stderr": ending.stderr]) == [])
            let held =
                json
                ? [#""ok":true,"line":4"#, #""ok":true,"line":6"#]
                : ["expect ok (line 4)", "expect ok (line 6)"]
            for expectation in held { #expect(ending.stdout.contains(expectation), "\(ending.stdout)") }
            #expect(ending.stdout.contains("***"))
            #expect(ending.stdout.contains("login ${EMAIL} ***"))
        }
    }

    @Test(
        .timeLimit(.minutes(10)),
        arguments: [
            (
                "launch\ntab ${WRONG}\n",
                #"app-shell: line 2: "${WRONG}" is not one of: profile, settings (usage: tab profile|settings)"#
            ),
            (
                "post open ${SPACED}\n",
                "app-shell: line 1: the value of ${SPACED} does not fit this command (a variable's value is never shown)"
            ),
            (
                "login ${EMAIL} ${UNSET_IN_THIS_TEST}\n",
                "app-shell: line 1: ${UNSET_IN_THIS_TEST} is not set in the environment"
            ),
        ])
    func aScriptErrorNamesTheVariableNeverItsValue(script: String, refusal: String) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let file = directory.appendingPathComponent("script.txt")
            try Data(script.utf8).write(to: file)
            let ending = try await runShell([
                "run", file.path, "--data-dir", directory.appendingPathComponent("data").path,
            ])
            #expect(ending.status == 2)
            #expect(ending.stdout.isEmpty)
            #expect(ending.stderr == refusal + "\n")
            #expect(leaks(in: ["stderr": ending.stderr]) == [])
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aTypedLinesVariablesAreMaskedToo() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let ending = try await runShell(
                ["--json", "--data-dir", directory.appendingPathComponent("data").path],
                typing: Self.signIn.split(separator: "\n").map(String.init) + [
                    "tab ${WRONG}", "login ${EMAIL} ${NOT_SET_HERE}",
                ])
            #expect(ending.status == 1, "\(ending.stderr)")
            #expect(leaks(in: ["stdout": ending.stdout, "stderr": ending.stderr]) == [])
            #expect(ending.stdout.contains(#""ok":true,"line":6"#), "\(ending.stdout)")
            #expect(
                ending.stderr.contains("${NOT_SET_HERE} is not set in the environment"), "\(ending.stderr)")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aReportOfSeveralScriptsHoldsNoValue() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let scripts = directory.appendingPathComponent("scripts")
            try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
            try Data(Self.signIn.utf8).write(to: scripts.appendingPathComponent("a.txt"))
            try Data("expect text \"${WRONG}\"\n".utf8).write(to: scripts.appendingPathComponent("b.txt"))
            let report = directory.appendingPathComponent("report.xml")
            let ending = try await runShell(["run", scripts.path, "--junit", report.path, "--json"])
            #expect(ending.status == 1, "\(ending.stderr)")
            let xml = try String(contentsOf: report, encoding: .utf8)
            #expect(leaks(in: ["stdout": ending.stdout, "stderr": ending.stderr, "report": xml]) == [])
            #expect(xml.contains("expected a screen containing &quot;***&quot; on main"), "\(xml)")
        }
    }

    /// Values the app or the backend give back reshaped: an email the backend keeps in lower case
    /// (on `settings:account`), a name whose double space a screen's layout runs together. No form
    /// of either reaches the text or JSON output, the JUnit report, or stderr with the debug log.
    @Test(.timeLimit(.minutes(10)), arguments: [false, true])
    func aValueIsMaskedInEveryFormTheAppShowsItIn(json: Bool) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let scripts = directory.appendingPathComponent("scripts")
            try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
            try Data(
                """
                login ${UPPER} ${PASSWORD}
                expect state authenticated
                profile edit name "${SPACED_NAME}"
                print
                open app://settings/account
                print
                expect text "${SPACED_NAME} was here"

                """.utf8
            ).write(to: scripts.appendingPathComponent("reshaped.txt"))
            let report = directory.appendingPathComponent("report.xml")
            let shell = try ShellProcess(
                ["run", scripts.path + "/", "--junit", report.path] + (json ? ["--json"] : []),
                environment: [
                    "UPPER": "ALICE@EXAMPLE.COM", "SPACED_NAME": "Ann  Double", "PASSWORD": "correct-horse",
                    "APP_SHELL_LOG_LEVEL": "debug",
                ])
            shell.endInput()
            let ending = try await shell.end()
            #expect(ending.status == 1, "\(ending.stdout)\n\(ending.stderr)")
            let xml = try String(contentsOf: report, encoding: .utf8)
            let forms = [
                "ALICE@EXAMPLE.COM", "alice@example.com", "Ann  Double", "Ann Double", "correct-horse",
            ]
            for (place, text) in ["stdout": ending.stdout, "stderr": ending.stderr, "report": xml] {
                for form in forms {
                    #expect(!text.contains(form), "\(form) in \(place): \(text)")
                }
            }
            #expect(ending.stdout.contains(json ? #""ok":true,"line":2"# : "expect ok (line 2)"))
            #expect(ending.stdout.contains("settings:account"), "\(ending.stdout)")
        }
    }

    /// A value holding a character the output shows in another form (a tab as a space, an escape
    /// as U+FFFD or `\u{1B}`), or does not show at all (U+202E), is refused before line 1 runs.
    @Test(
        .timeLimit(.minutes(10)),
        arguments: [
            ("SECRET1\tSECRET2@example.com", "a tab"), ("SECRET1\nSECRET2", "a line break"),
            ("SECRET1\u{1B}[2JSECRET2", "a control character (U+001B)"),
            ("SECRET1\u{202E}SECRET2", "an invisible formatting character (U+202E)"),
            ("SECRET1\u{A0}SECRET2", "a space other than U+0020 (U+00A0)"),
        ])
    func aValueTheOutputWouldReshapeIsRefused(value: String, reason: String) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let file = directory.appendingPathComponent("script.txt")
            try Data("launch\nlogin ${E} correct-horse\n".utf8).write(to: file)
            let shell = try ShellProcess(["run", file.path], environment: ["E": value])
            shell.endInput()
            let ending = try await shell.end()
            #expect(ending.status == 2)
            #expect(ending.stdout.isEmpty)
            #expect(
                ending.stderr
                    == "app-shell: line 2: the value of ${E} holds \(reason), which the output could show in a form"
                    + " it cannot mask; write the value without it\n")
        }
    }
}
