import AppTesting
import Foundation
import Testing

@testable import AppShell

/// The order of the JSON stream within and across lines, as the contract sets it.
@MainActor
struct EventOrderTests {
    private func stream(of name: String) async throws -> EventStream {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = await ScenarioRun.run(scriptAt: ScenarioCatalog.path(name), json: true, dataDirectory: directory)
            #expect(run.status == .success, "\(run.transcript)")
            return EventStream(try run.events())
        }
    }

    @Test func aLinesTransitionComesBeforeItsScreenAndTheScreensViewAfterIt() async throws {
        let login = try #require(try await stream(of: "sign-in.txt").line("login alice@example.com ***"))
        let transition = try #require(login.index(of: "transition") { $0["to"] as? String == "authenticated" })
        let screen = try #require(login.index(of: "screen") { $0["screen"] as? String == "profile" })
        let view = try #require(login.index(of: "analytics") { $0["name"] as? String == "screen_viewed" })
        #expect(transition < screen)
        #expect(screen < view)
    }

    @Test func relaunchAndKillReportTheirWayBackToLoading() async throws {
        let stream = try await stream(of: "event-order.txt")
        #expect(stream.discontinuities == [])
        let relaunch = try #require(stream.line("relaunch"))
        #expect(
            relaunch.events(of: "transition").first.map { [$0["from"], $0["to"], $0["via"]] as? [String] }
                == ["authenticated", "loading", "relaunch"])
        let kill = try #require(stream.line("kill"))
        #expect(kill.events(of: "transition").first?["via"] as? String == "kill")
    }

    @Test func windowsRestoredAtSignInAreAnnouncedOnceTheStateIsAuthenticated() async throws {
        let relaunch = try #require(try await stream(of: "event-order.txt").line("relaunch"))
        let signedIn = try #require(relaunch.index(of: "transition") { $0["to"] as? String == "authenticated" })
        let restored = try #require(relaunch.index(of: "window") { $0["action"] as? String == "restored" })
        let shown = try #require(relaunch.index(of: "screen") { $0["window"] as? String == "post-p7" })
        #expect(signedIn < restored)
        #expect(restored < shown)
    }

    @Test func aWaitingLinkReplacedByANewerOneIsDropped() async throws {
        let open = try #require(try await stream(of: "event-order.txt").line("open app://settings/account"))
        let dropped = open.events(of: "deeplink").first
        #expect(dropped?["url"] as? String == "app://post/p5")
        #expect(dropped?["outcome"] as? String == "dropped")
        #expect(dropped?["reason"] as? String == "replaced")
    }

    @Test func closingAWindowThatChangesTheAppsPhaseReportsIt() async throws {
        let close = try #require(try await stream(of: "event-order.txt").line("window close post-p7"))
        let phase = try #require(close.events(of: "phase").first)
        #expect(phase["window"] as? String == "post-p7")
        #expect(phase["app"] as? String == "background")
    }
}
