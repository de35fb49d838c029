import AppTesting
import DevBackend
import Foundation
import Testing

@testable import AppShell

/// `--trace` in the real process, where the tracer is the process's own (bootstrapped once), so the
/// features' controllers record too: the span of the request has the service method above it and
/// the controller that asked above that, and the server's spans below it.
extension ExecutableTests {
    private static let script = "login alice@example.com correct-horse\nopen app://profile/u-bob\n"

    private func spans(in stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").compactMap { line -> [String: Any]? in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["type"] as? String == "span" ? object : nil
        }
    }

    @Test func traceShowsTheControllerTheServiceAndTheRequestInOneChain() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = directory.appendingPathComponent("trace.txt")
            try Data(Self.script.utf8).write(to: script)
            let ending = try await ShellProcess(
                [
                    "run", script.path, "--trace", "--json", "--data-dir",
                    directory.appendingPathComponent("data").path,
                ]
            ).end()
            #expect(ending.status == 0, "\(ending.stderr)")
            let spans = try spans(in: ending.stdout)
            let byID = Dictionary(spans.map { ($0["id"] as? String ?? "", $0) }) { first, _ in first }
            let request = try #require(spans.first { $0["name"] as? String == "GET /v1/users/u-bob" })
            var chain: [String] = []
            var current: [String: Any]? = request
            while let span = current {
                chain.append("\(span["module"] ?? "") \(span["name"] ?? "")")
                current = (span["parent"] as? String).flatMap { byID[$0] }
            }
            #expect(chain.count >= 4, "\(chain)")
            #expect(chain[1] == "Services LiveProfileService.profile", "\(chain)")
            #expect(chain[2].hasPrefix("ProfileFeature ProfileController."), "\(chain)")
            #expect(chain.last == "AppShell open", "\(chain)")
            #expect(!ending.stdout.contains("correct-horse"))
        }
    }

    @Test func traceDrawsTheEmbeddedBackendsSpansUnderTheRequest() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = directory.appendingPathComponent("trace.txt")
            try Data(Self.script.utf8).write(to: script)
            let ending = try await ShellProcess(
                ["run", script.path, "--trace", "--data-dir", directory.appendingPathComponent("data").path]
            ).end()
            #expect(ending.status == 0, "\(ending.stderr)")
            let lines = ending.stdout.split(separator: "\n").map(String.init)
            let request = try #require(lines.firstIndex { $0.contains("─ GET /v1/users/u-bob → 200") })
            let server = lines[request + 1]
            let column = { (line: String, text: String) in
                line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            }
            #expect(server.contains("DevBackend"), "\(lines[request...])")
            #expect(
                column(server, "GET /v1/users/{id} → 200")
                    == column(lines[request], "GET /v1/users/u-bob")
                    .map { $0 + 3 }, "\(lines[request...])")
        }
    }

    /// Against another server (`--api-url`), each request still carries its span, so that server
    /// finds the request in its own trace by the IDs the shell printed; the shell shows none of it.
    @Test func againstAnotherServerTheRequestCarriesItsSpan() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let serverTracer = ShellTracer(on: true)
            let backend = try DevBackend(configuration: .init(tracer: serverTracer))
            let url = try await backend.start()
            let script = directory.appendingPathComponent("trace.txt")
            try Data(Self.script.utf8).write(to: script)
            let ending = try await ShellProcess(
                [
                    "run", script.path, "--trace", "--json", "--api-url", url.absoluteString, "--data-dir",
                    directory.appendingPathComponent("data").path,
                ]
            ).end()
            await backend.stop()
            #expect(ending.status == 0, "\(ending.stderr)")
            let spans = try spans(in: ending.stdout)
            let request = try #require(spans.first { $0["name"] as? String == "GET /v1/users/u-bob" })
            let served = serverTracer.takeFinishedSpans()
            let server = try #require(served.first { $0.name == "GET /v1/users/{id}" })
            #expect(server.parentID == request["id"] as? String)
            #expect(server.traceID == request["trace"] as? String)
            #expect(!spans.contains { $0["service"] as? String != "app" })
        }
    }
}
