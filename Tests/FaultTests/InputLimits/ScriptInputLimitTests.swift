import AppTesting
import Foundation
import Testing

/// Input the shell was not written for, given to the real executable: over-long script lines and
/// arguments, NUL bytes and invalid UTF-8. Each is refused with one short line on stderr and exit
/// 2 before anything runs, or run as ordinary input; never a crash, a hang or a stack trace.
/// Over-long command-line arguments get the shell's one line (exit 2), which may quote the
/// argument the user typed, and perhaps a second pointing to `--help`.
struct ScriptInputLimitTests {
    /// A script input and how the shell must treat it.
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let script: Data
        /// The start of the one stderr line for a refused script; nil when the script runs.
        let refusal: String?
    }

    /// 400 KB: two of them fit in a script of at most 1 MiB.
    static let large = String(repeating: "x", count: 400_000)

    static let cases: [Case] = [
        Case(
            description: "a 400 KB comment line",
            script: Data("# \(large)\nexpect state unauthenticated\n".utf8),
            refusal: nil),
        Case(
            description: "a 400 KB command name", script: Data("\(large)\n".utf8),
            refusal: "app-shell: line 1: unknown command"),
        Case(
            description: "a 400 KB setting value", script: Data("settings set appearance \(large)\n".utf8),
            refusal: "app-shell: line 1:"),
        Case(
            description: "a 400 KB wait",
            script: Data("wait \(String(repeating: "9", count: 400_000))\n".utf8),
            refusal: "app-shell: line 1:"),
        Case(
            description: "a 400 KB deep link",
            script: Data("open app://post/\(large)\nexpect state unauthenticated\n".utf8),
            refusal: nil),
        Case(
            description: "a 400 KB email and password",
            script: Data("login \(large)@example.com \(large)\nexpect state unauthenticated\n".utf8),
            refusal: nil),
        Case(
            description: "a 400 KB quoted argument with no closing quote",
            script: Data("expect error \"\(large)\n".utf8),
            refusal: "app-shell: line 1:"),
        Case(
            description: "a script of 1 MiB and one byte, of comment lines",
            script: Data((String(repeating: "#\n", count: 1 << 19) + "#").utf8),
            refusal: "app-shell: cannot read the script"),
        Case(
            description: "100,000 arguments",
            script: Data(("expect windows" + String(repeating: " 1", count: 100_000) + "\n").utf8),
            refusal: "app-shell: line 1:"),
        Case(
            description: "a NUL byte inside a command", script: Data("lau\u{0}nch\n".utf8),
            refusal: "app-shell: line 1: unknown command"),
        Case(
            description: "a NUL byte in an argument", script: Data("expect state \u{0}authenticated\n".utf8),
            refusal: "app-shell: line 1:"),
        Case(
            description: "a NUL byte in a deep link",
            script: Data("open app://post/p\u{0}1\nexpect state unauthenticated\n".utf8),
            refusal: nil),
        Case(
            description: "invalid UTF-8", script: Data([0x6C, 0x61, 0xFF, 0xFE, 0x0A]),
            refusal: "app-shell: cannot read the script"),
        Case(
            description: "a lone UTF-8 continuation byte in a comment",
            script: Data([0x23, 0x20, 0x80, 0x0A]),
            refusal: "app-shell: cannot read the script"),
    ]

    @Test(arguments: cases)
    func aScriptIsRefusedInOneLineOrRun(input: Case) async throws {
        try await ScratchDirectory.with("input-limits") { directory in
            let script = directory.appendingPathComponent("script.txt")
            try input.script.write(to: script)
            let run = try await AppShellProcess.run(
                ["run", script.path, "--data-dir", directory.appendingPathComponent("data").path])

            #expect(!run.crashed, "\(run.stderr.prefix(500))")
            if let refusal = input.refusal {
                #expect(run.status == 2)
                #expect(run.stdout.isEmpty)
                #expect(run.stderr.hasPrefix(refusal), "\(run.stderr.prefix(300))")
                #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr.prefix(300))")
                #expect(run.stderr.utf8.count < 1_000, "the error quotes the whole input")
            } else {
                #expect(run.status == 0, "\(run.stdout.suffix(500))\n\(run.stderr.prefix(500))")
            }
        }
    }

    @Test(arguments: [
        ["run", "/nonexistent/\(String(repeating: "d", count: 100_000))"],
        ["run", "-", "--data-dir", String(repeating: "d", count: 100_000)],
        ["run", "-", "--min-loading-ms", String(repeating: "9", count: 100_000)],
        [String(repeating: "m", count: 100_000)],
    ])
    func anOverLongArgumentIsRefusedWithAShortReason(arguments: [String]) async throws {
        let run = try await AppShellProcess.run(arguments)

        #expect(!run.crashed, "\(run.stderr.prefix(500))")
        #expect(run.status == 2, "exit \(run.status)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("app-shell: ") == true)
        #expect((1...2).contains(lines.count), "\(run.stderr.prefix(500))")
        #expect(!run.stderr.contains("Error Domain="), "a Foundation error dump")
    }
}
