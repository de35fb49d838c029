import AppTesting
import Foundation
import Testing

/// `--trace` in the real process, where the tracer is the process's own (bootstrapped once), so the
/// features' controllers record too: the span of the request has the service method above it and
/// the controller that asked above that.
extension ExecutableTests {
    @Test func traceShowsTheControllerTheServiceAndTheRequestInOneChain() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = directory.appendingPathComponent("trace.txt")
            try Data("login alice@example.com correct-horse\nopen app://profile/u-bob\n".utf8).write(
                to: script)
            let ending = try await ShellProcess(
                [
                    "run", script.path, "--trace", "--json", "--data-dir",
                    directory.appendingPathComponent("data").path,
                ]
            ).end()
            #expect(ending.status == 0, "\(ending.stderr)")
            let spans = try ending.stdout.split(separator: "\n").compactMap { line -> [String: Any]? in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                return object?["type"] as? String == "span" ? object : nil
            }
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
}
