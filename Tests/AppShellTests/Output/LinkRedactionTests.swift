import AppCore
import AppTesting
import Foundation
import Testing

@testable import AppShell

/// A link is shown redacted wherever the shell prints it: its command's echo and its events.
struct LinkRedactionTests {
    @Test(arguments: [
        ("https://alice:hunter2@example.com/a?token=s3cr3t&x=1", "https://***@example.com/a?token=***&x=***"),
        ("app://user@post/p5", "app://***@post/p5"),
        ("app://post/p5?abc123", "app://post/p5?***"),
        ("app://post/p5?a=1&&b", "app://post/p5?a=***&&***"),
        (
            "app://settings/privacy#access_token=xyz&state=1",
            "app://settings/privacy#access_token=***&state=***"
        ),
        ("app://settings/privacy#top", "app://settings/privacy#top"),
        ("app://post/p5", "app://post/p5"),
        ("app://profile/", "app://profile/"),
        ("not a link", "not a link"),
        ("", ""),
        ("mailto:a@b.co?subject=hi", "mailto:a@b.co?subject=***"),
    ])
    func userInfoAndValuesAreStars(link: String, shown: String) {
        #expect(DeepLink(link).redacted == shown)
    }

    @MainActor
    @Test func noSecretFromALinkIsPrintedInCommandOrDeepLinkEvents() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = await ScenarioRun.run(
                scriptAt: ScenarioCatalog.path("links-with-secrets.txt"), dataDirectory: directory)
            #expect(run.status == .success, "\(run.transcript)")
            let printed = try run.events().filter { ["command", "deeplink"].contains($0["type"] as? String) }
            let links = printed.compactMap { ($0["url"] ?? $0["text"]) as? String }.filter {
                $0.contains("://")
            }
            #expect(links.count == 6, "\(links)")
            for secret in ["hunter2", "s3cr3t", "abc123", "xyz789"] {
                #expect(!run.output.contains { $0.contains(secret) }, "\(secret) in \(run.transcript)")
            }
        }
    }
}
