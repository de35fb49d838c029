import AppTesting
import Foundation
import Testing

/// Every scenario and the demo, run by the real executable with debug logging, in text and in
/// JSON: no token or password anywhere (stdout, the debug log on stderr, the analytics outbox,
/// the events the backend received), an email only in command echoes and on the `sign-in` and
/// `settings:account` screens, and every file private to the user (0600 files, 0700 directories).
/// The shell's own tests scan the in-process JSON output of the same scenarios; this adds the
/// real process, its debug log, the text output and the files.
struct SecretsTests {
    @Test(arguments: ScenarioScript.all)
    func noSecretLeavesTheRunAndEveryFileIsPrivate(scenario: ScenarioScript) async throws {
        try await ScratchDirectory.with("secrets") { directory in
            let textData = directory.appendingPathComponent("text")
            let jsonData = directory.appendingPathComponent("json")
            let text = try await run(scenario, in: textData, [])
            let json = try await run(scenario, in: jsonData, ["--json"])
            let scan = SecretScan(
                passwords: scenario.passwords,
                tokens: IssuedTokens.read(in: textData).union(IssuedTokens.read(in: jsonData)))

            var found = scan.secrets(in: text.stderr + json.stderr, at: "debug log")
            found += scan.secrets(in: text.stdout, at: "text output", emailsAllowed: true)
            found += emailsOutsideCommands(in: text.stdout, typed: json.commandEmails)
            for line in json.stdout.split(separator: "\n") {
                found += scan.secrets(
                    in: String(line), at: "JSON output", emailsAllowed: Self.mayShowEmail(line))
            }
            for data in [textData, jsonData] {
                found += try storedText(in: data).flatMap { scan.secrets(in: $0.text, at: $0.place) }
                found += try filesOpenToOthers(in: data)
            }
            #expect(found == [])
        }
    }

    private struct Output {
        var stdout = ""
        var stderr = ""

        /// The emails typed in `command` echoes.
        var commandEmails: Set<String> {
            Set(
                stdout.split(separator: "\n").filter { $0.contains(#""type":"command""#) }
                    .flatMap { $0.split(separator: " ").filter { $0.contains("@") } }
                    .map { String($0.prefix { $0 != "\"" }) })
        }
    }

    /// Runs the scenario's scripts one after another on `dataDirectory`, logging at debug level.
    private func run(_ scenario: ScenarioScript, in dataDirectory: URL, _ options: [String]) async throws
        -> Output
    {
        var output = Output()
        for arguments in scenario.runs(dataDirectory: dataDirectory, options) {
            let run = try await AppShellProcess.run(arguments, environment: ["APP_SHELL_LOG_LEVEL": "debug"])
            #expect(!run.crashed, "\(arguments) crashed:\n\(run.stderr)")
            output.stdout += run.stdout
            output.stderr += run.stderr
        }
        return output
    }

    /// Whether a JSON line may show an email: a command echo, or the sign-in or account screen.
    private static func mayShowEmail(_ line: Substring) -> Bool {
        line.contains(#""type":"command""#)
            || (line.contains(#""type":"screen""#)
                && (line.contains(#""screen":"sign-in""#) || line.contains(#""screen":"settings:account""#)))
    }

    /// Text output shows only emails the script typed (echoed, prefilled on sign-in, on the account
    /// screen); the JSON run checks the screens exactly.
    private func emailsOutsideCommands(in text: String, typed: Set<String>) -> [String] {
        let scan = SecretScan(passwords: [], tokens: [])
        return scan.secrets(in: text, at: "text output").filter { found in
            !typed.contains { found.hasSuffix("email \($0)") }
        }
    }

    /// The analytics outbox files and the events the backend received, as text.
    private func storedText(in dataDirectory: URL) throws -> [(place: String, text: String)] {
        let outbox = dataDirectory.appendingPathComponent("analytics")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: outbox.path)) ?? []
        var texts = try names.map { name in
            ("outbox \(name)", try String(contentsOf: outbox.appendingPathComponent(name), encoding: .utf8))
        }
        // A script refused before it runs starts no backend, and one that tracked nothing no log.
        if let received = try? String(
            contentsOf: dataDirectory.appendingPathComponent("dev-backend-events.jsonl"), encoding: .utf8)
        {
            texts.append(("received events", received))
        }
        return texts
    }

    /// Files not 0600 and directories not 0700 under (and including) `dataDirectory`, if the run
    /// made it (a script refused before it runs makes none).
    private func filesOpenToOthers(in dataDirectory: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: dataDirectory.path) else { return [] }
        let inside =
            FileManager.default.enumerator(at: dataDirectory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return try ([dataDirectory] + inside).compactMap { url in
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let mode = (attributes[.posixPermissions] as? Int ?? 0) & 0o777
            let wanted = attributes[.type] as? FileAttributeType == .typeDirectory ? 0o700 : 0o600
            return mode == wanted ? nil : "\(url.lastPathComponent) has mode \(String(mode, radix: 8))"
        }
    }
}
