import Foundation
import Testing

/// The real `app-shell` executable, run as a subprocess. One at a time: a child started while
/// another's pipes are open could inherit them and keep that one's input from ever ending.
@Suite(.serialized)
struct ExecutableTests {
    private struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `app-shell` with `arguments`, `input` on its standard input, and its output in files
    /// under `directory` (files, so a full pipe can never stall it).
    private func appShell(_ arguments: [String], input: String, in directory: URL) throws -> Result {
        try run(Self.executable(), arguments, input: input, in: directory)
    }

    private static func executable() throws -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("app-shell")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build app-shell first")
        return executable
    }

    /// Runs `executable` as `appShell(_:input:in:)` runs `app-shell`.
    private func run(_ executable: URL, _ arguments: [String], input: String, in directory: URL) throws
        -> Result
    {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let stdoutFile = directory.appendingPathComponent("stdout")
        let stderrFile = directory.appendingPathComponent("stderr")
        try Data().write(to: stdoutFile)
        try Data().write(to: stderrFile)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdoutFile, encoding: .utf8),
            stderr: try String(contentsOf: stderrFile, encoding: .utf8))
    }

    /// Runs `body` with a fresh directory, removed afterwards.
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "app-shell-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    @Test func runsAScriptFromStandardInputAsJSONLines() throws {
        try withDirectory { directory in
            let script =
                "login alice@example.com correct-horse\nexpect state authenticated\nexpect screen profile\n"
            let result = try appShell(
                ["run", "-", "--json", "--data-dir", directory.appendingPathComponent("data").path],
                input: script,
                in: directory)
            #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
            let lines = result.stdout.split(separator: "\n")
            #expect(!lines.isEmpty)
            for line in lines {
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                #expect(object["type"] is String)
            }
            #expect(
                lines.contains {
                    $0.contains(#""type":"command""#) && $0.contains("login alice@example.com ***")
                })
            #expect(!result.stdout.contains("correct-horse"))
            #expect(!result.stderr.contains("correct-horse"))
        }
    }

    @Test func exitsWith2AndOneLineForAScriptError() throws {
        try withDirectory { directory in
            let result = try appShell(
                ["run", "-", "--data-dir", directory.appendingPathComponent("data").path],
                input: "launch\nwait soon\n", in: directory)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "app-shell: line 2: MS must be a whole number from 0 to 86400000, not \"soon\"\n")
        }
    }

    @Test(arguments: [
        ["run"], ["--min-loading-ms", "abc"], ["demo", "--min-loading-ms", "-5"], ["--bogus"],
        ["--api-url", "notaurl"], ["--api-url", "http://amy:s3cret@127.0.0.1:9/"], ["--data-dir", ""],
        ["run", "/"], ["run", "/no/such/script.txt"], ["--ca-file", "/no/such/ca.pem"], ["--ca-file", "/"],
        ["run", "/no/such/a.txt", "/no/such/b.txt"], ["run", "-", "/no/such/b.txt"],
        ["run", "-", "--junit", "/"],
        ["demo", "--api-url", "http://127.0.0.1:9/"],
    ])
    func aCommandLineThatCannotRunExitsWith2AndOneLine(arguments: [String]) throws {
        try withDirectory { directory in
            let result = try appShell(arguments, input: "", in: directory)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.first?.hasPrefix("app-shell: ") == true, "\(result.stderr)")
            #expect(lines.count == 1 || (lines.count == 2 && lines[1].contains("--help")), "\(result.stderr)")
            #expect(!result.stderr.contains("s3cret"))
        }
    }

    /// A data directory named in bytes that are not UTF-8 (Latin-1 "café"), on the command line or
    /// in `$XDG_DATA_HOME`, is refused: Swift would read the name as "caf\u{FFFD}" and the shell
    /// would make and fill that folder instead. (A shell gives the bytes: Foundation's `Process`
    /// takes arguments and variables as Swift strings.)
    @Test(arguments: [
        (
            #"exec "$0" run - --data-dir "$1/caf$(printf '\351')""#,
            "app-shell: argument 4 is not UTF-8 text, so it cannot name a file or a value here\n"
        ),
        (
            #"XDG_DATA_HOME="$1/caf$(printf '\351')" exec "$0""#,
            "app-shell: $XDG_DATA_HOME is not UTF-8 text, so it cannot name a file or a value here"
                + " (give --data-dir instead)\n"
        ),
    ])
    func aNameThatIsNotUTF8IsRefusedAndNoFolderIsMade(script: String, refusal: String) throws {
        try withDirectory { directory in
            let parent = directory.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            let result = try run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", script, Self.executable().path, parent.path],
                input: "launch\n", in: directory)

            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == refusal)
            #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
        }
    }

    /// Escape sequences typed, in a link, in an argument or a file name reach neither output.
    @Test func escapeSequencesFromOutsideReachNeitherOutput() throws {
        try withDirectory { directory in
            let data = directory.appendingPathComponent("data").path
            let lines = "tab \u{1B}[2J\nopen app://post/\u{1B}]0;title\u{07}\nexpect screen \u{9B}1m\n"
            let typed = try appShell(["--data-dir", data], input: lines, in: directory)
            #expect(typed.status == 0, "\(typed.stderr)")
            #expect(typed.stdout.contains("> open app://post/\u{FFFD}]0;title\u{FFFD}"))
            let refused = try appShell(["--bogus\u{1B}[2J"], input: "", in: directory)
            #expect(refused.stderr.hasPrefix("app-shell: Unknown option '--bogus\u{FFFD}[2J'"))
            let missing = try appShell(["run", "/no/such/\u{1B}[31m.txt"], input: "", in: directory)
            #expect(missing.status == 2)
            for output in [typed.stdout, typed.stderr, refused.stderr, missing.stderr] {
                #expect(!output.unicodeScalars.contains { ["\u{1B}", "\u{07}", "\u{9B}"].contains($0) })
            }
        }
    }

    /// A line break in a path on the command line stays on the reason's one line: it cannot start
    /// a line of its own that reads as another message.
    @Test func aLineBreakInAPathStaysOnTheOneLine() throws {
        try withDirectory { directory in
            let scriptPath = "/no/such/two\napp-shell: forged.txt"
            let script = try appShell(["run", scriptPath], input: "", in: directory)
            let dataPath = "/dev/null/two\napp-shell: forged"
            let data = try appShell(["run", "-", "--data-dir", dataPath], input: "launch\n", in: directory)
            for result in [script, data] {
                #expect(result.status == 2)
                #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
                #expect(result.stderr.contains("two app-shell: forged"), "\(result.stderr)")
            }
        }
    }

    @Test func exitsWith1AtAFailedExpect() throws {
        try withDirectory { directory in
            let result = try appShell(
                ["run", "-", "--data-dir", directory.appendingPathComponent("data").path],
                input: "expect state authenticated\n", in: directory)
            #expect(result.status == 1)
            #expect(
                result.stdout.contains(
                    "EXPECT FAILED (line 1): expected authenticated, found unauthenticated"))
        }
    }
}
