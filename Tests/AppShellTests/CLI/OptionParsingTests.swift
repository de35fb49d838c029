import AppCore
import AppTesting
import Foundation
import NetworkingTesting
import Testing

@testable import AppShell

/// Networking's refusal of a base URL that is more than an origin and a path.
private let notAnOrigin = "the API base URL must be http(s)://host[:port][/path] with nothing else"

struct OptionParsingTests {
    private func options(_ arguments: [String]) throws -> ShellOptions {
        let command = try AppShellCommand.parseAsRoot(arguments)
        return try #require(command as? any ShellModeCommand).shellOptions
    }

    @Test func noModeIsInteractiveWithDefaults() throws {
        #expect(try options([]) == ShellOptions(mode: .interactive))
    }

    @Test func optionsWithoutAModeGoToInteractive() throws {
        let options = try options(["--json", "--min-loading-ms", "0"])
        #expect(options.mode == .interactive)
        #expect(options.json)
        #expect(options.minimumLaunchDuration == .zero)
    }

    @Test func runTakesItsFileThenTheOptions() throws {
        let options = try options([
            "run", "s.txt", "--json", "--data-dir", "/tmp/x/../shell", "--api-url", "http://127.0.0.1:8080",
        ])
        #expect(options.mode == .runScripts(paths: ["s.txt"], junitReport: nil))
        #expect(options.json)
        #expect(options.dataDirectory?.path == "/tmp/shell")
        #expect(options.apiURL?.absoluteString == "http://127.0.0.1:8080")
        #expect(!options.hasEmbeddedBackend)
    }

    /// A shell expands `~`; the app takes the path as given, as it does the script path, so
    /// `'~/x'` is the folder `~/x` under the current one, never a home directory.
    @Test(arguments: ["~/x", "~", "~root/x", "./~/x"])
    func aDataDirectoryStartingWithATildeIsTakenAsGiven(path: String) throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let expected = current.appendingPathComponent(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        #expect(
            try options(["demo", "--data-dir", path]).dataDirectory?.path == expected.standardizedFileURL.path
        )
    }

    @Test func aRelativeDataDirectoryIsUnderTheCurrentOne() throws {
        let current = FileManager.default.currentDirectoryPath
        #expect(try options(["demo", "--data-dir", "a/../b"]).dataDirectory?.path == current + "/b")
    }

    @Test func runReadsStandardInputFromDash() throws {
        #expect(try options(["run", "-"]).mode == .runScripts(paths: ["-"], junitReport: nil))
    }

    @Test func runTakesSeveralScriptsAndAJUnitReport() throws {
        let options = try options(["run", "a.txt", "dir/", "b.txt", "--junit", "/tmp/report.xml", "--json"])
        #expect(
            options.mode == .runScripts(paths: ["a.txt", "dir/", "b.txt"], junitReport: "/tmp/report.xml"))
        #expect(options.json)
    }

    @Test func runNeedsAFile() {
        #expect(throws: (any Error).self) { try AppShellCommand.parseAsRoot(["run"]) }
    }

    @Test func demoTakesTheSameOptions() throws {
        let options = try options(["demo", "--data-dir", "/tmp/demo"])
        #expect(options.mode == .demo)
        #expect(options.dataDirectory?.path == "/tmp/demo")
        #expect(options.hasEmbeddedBackend)
    }

    @Test func theMinimumLaunchTimeIs500UnlessRunOrToldOtherwise() throws {
        #expect(try options(["demo"]).minimumLaunchDuration == .milliseconds(500))
        #expect(try options([]).minimumLaunchDuration == .milliseconds(500))
        #expect(try options(["run", "s.txt"]).minimumLaunchDuration == .zero)
        #expect(
            try options(["run", "s.txt", "--min-loading-ms", "250"]).minimumLaunchDuration
                == .milliseconds(250))
    }

    @Test func onlyRunAndDemoAgainstTheEmbeddedBackendUseTheVirtualClock() throws {
        #expect(try options(["run", "s.txt"]).usesVirtualClock)
        #expect(try options(["demo"]).usesVirtualClock)
        #expect(try !options([]).usesVirtualClock)
        #expect(try !options(["run", "s.txt", "--api-url", "http://127.0.0.1:8080"]).usesVirtualClock)
    }

    @Test(arguments: [
        ["run", "s.txt", "--api-url", "not a url"],
        ["run", "s.txt", "--api-url", "ftp://host/"],
        ["run", "s.txt", "--api-url", "http://"],
        ["run", "s.txt", "--api-url", "http://amy:s3cret@127.0.0.1:9/"],
        ["run", "s.txt", "--api-url", "http://example.com/"],
        ["run", "s.txt", "--api-url", "http://127.0.0.1:99999/"],
        ["demo", "--min-loading-ms", "-1"],
        ["demo", "--min-loading-ms", "soon"],
        ["demo", "--data-dir", ""],
        ["demo", "--verbose"],
        ["fly"],
    ])
    func badOptionsAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try AppShellCommand.parseAsRoot(arguments) }
    }

    @MainActor
    private func refusal(_ arguments: [String]) -> [String] {
        var errors: [String] = []
        #expect(AppShellProgram.options(from: arguments, writeError: { errors.append($0) }) == nil)
        return errors
    }

    @MainActor
    @Test(arguments: [
        (["run"], "Missing expected argument '<file> ...'", "run"),
        (
            ["demo", "--api-url", "http://127.0.0.1:8080"],
            "demo tours the embedded backend (it signs up an account and sets its faults), so it takes no"
                + " --api-url or --ca-file; use run or the prompt against another server",
            "demo"
        ),
        (["run", "s.txt", "--junit", ""], "--junit must not be empty", "run"),
        (["run", "s.txt", "--junit", "/"], "--junit /: it is a directory", "run"),
        (
            ["run", "s.txt", "--junit", "/no/such/folder/r.xml"],
            "--junit /no/such/folder/r.xml: its folder does not exist", "run"
        ),
        (
            ["--min-loading-ms", "abc"], "The value 'abc' is invalid for '--min-loading-ms <min-loading-ms>'",
            "interactive"
        ),
        (["demo", "--min-loading-ms", "-5"], "--min-loading-ms must be 0 or more, not -5", "demo"),
        (["--bogus"], "Unknown option '--bogus'", "interactive"),
        // The mode written, though the parser blames the default one for an option before it.
        (["--jsn", "demo"], "Unknown option '--jsn'. Did you mean '--json'?", "demo"),
        (["--api-url", "notaurl"], "--api-url: invalid request: \(notAnOrigin)", "interactive"),
        // A password in the URL goes no further than the command line.
        (
            ["run", "s.txt", "--api-url", "http://amy:s3cret@127.0.0.1:9/"],
            "--api-url: invalid request: \(notAnOrigin)", "run"
        ),
        (
            ["--api-url", "http://example.com/"],
            "--api-url: invalid request: plain http is for a loopback address only"
                + " (127.0.0.1, ::1, localhost)",
            "interactive"
        ),
        (
            ["run", "s.txt", "--api-url", "http://127.0.0.1:99999/"],
            "--api-url: invalid request: the API base URL's port must be from 1 to 65535", "run"
        ),
        (["run", "s.txt", "--data-dir", ""], "--data-dir must not be empty", "run"),
    ])
    func aBadCommandLineIsOneLineThenAPointerToTheHelp(arguments: [String], message: String, mode: String) {
        #expect(
            refusal(arguments) == [
                "app-shell: \(message)", "See 'app-shell \(mode) --help' for more information.",
            ])
    }

    /// Each mode's help, and the program's, fits an 80-column terminal: the usage lines included,
    /// which the parser would write as one line of every option (165 columns).
    @Test(arguments: [nil, "interactive", "demo", "run"])
    func theHelpFitsEightyColumns(mode: String?) {
        let subcommand = AppShellCommand.configuration.subcommands.first { $0._commandName == mode }
        let help = AppShellCommand.helpMessage(for: subcommand ?? AppShellCommand.self, columns: 80)
        let wide = help.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide)")
        #expect(help.contains("USAGE: app-shell"))
    }

    /// The demo tours the embedded backend: its help offers no option to name another one.
    @Test func theDemosHelpLeavesOutTheBackendOptionsItRefuses() {
        let demo = AppShellCommand.helpMessage(for: DemoCommand.self, columns: 80)
        let run = AppShellCommand.helpMessage(for: RunCommand.self, columns: 80)
        #expect(!demo.contains("--api-url") && !demo.contains("--ca-file"))
        #expect(run.contains("--api-url") && run.contains("--ca-file"))
    }

    /// Interactive mode takes no argument, so a first word that is not a mode is a mistyped mode:
    /// the nearest one is suggested, or the modes are listed.
    @MainActor
    @Test(arguments: [
        (["rn", "x"], #""rn" is not a mode; did you mean run?"#),
        (["rnu", "s.txt", "--json"], #""rnu" is not a mode; did you mean run?"#),
        (["demoo"], #""demoo" is not a mode; did you mean demo?"#),
        (["Interactiv"], #""Interactiv" is not a mode; did you mean interactive?"#),
        (["fly"], #""fly" is not a mode (interactive, demo, run)"#),
        (["s.txt"], #""s.txt" is not a mode (interactive, demo, run)"#),
        (["\u{1B}[31mred"], #""\u{1b}[31mred" is not a mode (interactive, demo, run)"#),
        (
            [String(repeating: "r", count: 100)],
            "\"\(String(repeating: "r", count: 60))…\" (100 characters) is not a mode (interactive, demo, run)"
        ),
    ])
    func aMistypedModeSuggestsTheNearestOne(arguments: [String], message: String) {
        #expect(
            refusal(arguments) == ["app-shell: \(message)", "See 'app-shell --help' for more information."])
    }

    /// Foundation escapes a space, a line break or a quote in a URL and takes it; every request
    /// would then fail with nothing sent. Refused before anything starts, without repeating it.
    @MainActor
    @Test(arguments: [0x20, 0x0D, 0x0A, 0x09, 0x00, 0x7F, 0x22, 0x3C, 0x5C, 0x7C, 0xE9, 0x202E])
    func anAPIURLWithACharacterAURLCannotHoldIsRefused(code: UInt32) throws {
        let character = String(try #require(Unicode.Scalar(code)))
        let urls = [
            "http://127.0.0.1:9/api\(character)v1", "http://127.0.0.1:9\(character)/",
            "http://127.0.0.1:9/?\(character)",
        ]
        for url in urls {
            #expect(
                refusal(["run", "s.txt", "--api-url", url]) == [
                    "app-shell: --api-url must be a URL written with URL characters only (no space, line"
                        + " break or other character that needs escaping)",
                    "See 'app-shell run --help' for more information.",
                ])
        }
    }

    /// An escape in the path is taken as written, and reaches the server as written.
    @Test func anAPIURLWithAnEscapedSpaceInItsPathIsTaken() throws {
        #expect(
            try options(["run", "s.txt", "--api-url", "http://127.0.0.1:9/my%20api"]).apiURL?.absoluteString
                == "http://127.0.0.1:9/my%20api")
    }

    /// Where the build speaks TLS (Apple platforms; Linux with the `TLS` trait), an https API is an
    /// API like any other; elsewhere it is refused before anything starts, saying how to get TLS.
    @MainActor
    @Test func anHTTPSAPIIsTakenWhereTheBuildSpeaksTLS() throws {
        let arguments = ["run", "s.txt", "--api-url", "https://api.example.com/v1"]
        if PlatformTransport.speaksHTTPS {
            #expect(try options(arguments).apiURL == URL(string: "https://api.example.com/v1"))
        } else {
            #expect(
                refusal(arguments) == [
                    "app-shell: --api-url: https: \(PlatformTransport.withoutTLS)",
                    "See 'app-shell run --help' for more information.",
                ])
        }
    }

    /// `--ca-file` names a PEM certificate; the file is read and checked before anything starts
    /// (and refused by a build without TLS).
    @MainActor
    @Test func aCAFileIsReadAndCheckedBeforeAnythingStarts() async throws {
        try await ScratchDirectory.with("ca-file") { directory in
            let file = directory.appendingPathComponent("ca.pem")
            try Data(TestCertificates.authority.utf8).write(to: file)
            let arguments = ["run", "s.txt", "--ca-file", file.path]
            if PlatformTransport.speaksHTTPS {
                #expect(
                    try options(arguments).certificateAuthorities?.pem
                        == Array(TestCertificates.authority.utf8))
            } else {
                #expect(
                    refusal(arguments).first
                        == "app-shell: --ca-file \(file.path): \(PlatformTransport.withoutTLS)")
            }
        }
    }

    /// A CA file that is missing, a directory, empty, too large or not a PEM certificate is one
    /// line naming it, then the pointer to the help.
    @MainActor
    @Test(arguments: [
        ("missing.pem", "no such file"), ("folder", "it is a directory"),
        ("large.pem", "it is larger than 1 MiB"), ("key.pem", "it is not a PEM certificate"),
        ("empty.pem", "it is empty"),
    ])
    func aCAFileThatCannotBeUsedIsOneLine(name: String, reason: String) async throws {
        try await ScratchDirectory.with("ca-file") { directory in
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("folder"), withIntermediateDirectories: false)
            try Data(count: (1 << 20) + 1).write(to: directory.appendingPathComponent("large.pem"))
            try Data(TestCertificates.leafKey.utf8).write(to: directory.appendingPathComponent("key.pem"))
            try Data().write(to: directory.appendingPathComponent("empty.pem"))
            let path = directory.appendingPathComponent(name).path
            let expected =
                name == "key.pem" && !PlatformTransport.speaksHTTPS ? PlatformTransport.withoutTLS : reason
            #expect(
                refusal(["run", "s.txt", "--ca-file", path]) == [
                    "app-shell: --ca-file \(path): \(expected)",
                    "See 'app-shell run --help' for more information.",
                ])
        }
    }
}
