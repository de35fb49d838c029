import AppTesting
import Design
import Foundation
import Models
import NetworkingTesting
import Testing

@testable import AppCore

/// Whatever the backend answers — megabytes of valid JSON, megabytes of broken JSON, a value
/// of an enum the app does not know — the app stays up and in its state: it shows what keeps the
/// models' rules, and otherwise a message meant for people, never a technical one.
@MainActor
struct BackendPayloadTests {
    @Test func aPageOfPostsOfMegabytesIsRefusedAndTheAppStays() async throws {
        let huge = String(repeating: "x", count: 300_000)
        try await withSignedInApp { server in
            server.respond(
                to: .get, "/v1/users/u-alice/posts",
                with: .json(
                    raw: ScriptedBackend.page(
                        posts: (1...20).map { ScriptedBackend.post(id: "p\($0)", body: huge) })))
        } check: { app in
            let screen = try #require(app.screen(of: .main))
            #expect(app.state.isSignedIn)
            #expect(screen.name == "profile")
            #expect(screen.sections.flatMap(\.rows).count { if case .item = $0 { true } else { false } } == 0)
            let banner = try #require(screen.banner)
            #expect(BackendPayloadTests.isForPeople(banner.message), "\(banner.message)")
        }
    }

    @Test func aPostLongerThanThePostRuleIsRefusedAndTheAppStays() async throws {
        try await withSignedInApp { server in
            server.respond(
                to: .get, "/v1/posts/p1",
                with: .json(
                    raw: ScriptedBackend.post(
                        id: "p1", body: String(repeating: "word ", count: 1_000_000))))
        } check: { app in
            _ = await app.perform(.openPost(id: "p1"))
            let screen = try #require(app.screen(of: .main))
            #expect(app.state.isSignedIn)
            #expect(screen.name == "post:p1")
            let banner = try #require(screen.banner)
            #expect(BackendPayloadTests.isForPeople(banner.message), "\(banner.message)")
        }
    }

    @Test func thePostOfTheLongestAllowedTextRendersWhole() async throws {
        try await withSignedInApp { server in
            server.respond(
                to: .get, "/v1/posts/p1",
                with: .json(
                    raw: ScriptedBackend.post(
                        id: "p1", body: String(repeating: "word ", count: Post.maximumBodyLength / 5))))
        } check: { app in
            _ = await app.perform(.openPost(id: "p1"))
            let screen = try #require(app.screen(of: .main))
            #expect(screen.banner == nil)
            #expect(TextRenderer().render(screen).count > Post.maximumBodyLength)
        }
    }

    @Test(arguments: BrokenAnswer.allCases)
    func megabytesOfBrokenJSONBecomeAMessageForPeople(answer: BrokenAnswer) async throws {
        try await withSignedInApp { server in
            server.respond(to: .get, "/v1/me/profile", with: .json(raw: answer.body))
        } check: { app in
            #expect(app.state.isSignedIn)
            let banner = try #require(app.screen(of: .main)?.banner)
            #expect(banner.kind == .error)
            #expect(BackendPayloadTests.isForPeople(banner.message), "\(banner.message)")
        }
    }

    @Test func anUnknownAppearanceBecomesAMessageForPeople() async throws {
        try await withSignedInApp { server in
            server.respond(
                to: .get, "/v1/me/settings", with: .json(raw: ScriptedBackend.settings(appearance: "sepia")))
        } check: { app in
            _ = await app.perform(.selectTab("settings"))
            let screen = try #require(app.screen(of: .main))
            #expect(app.state.isSignedIn)
            #expect(screen.name == "settings")
            let banner = try #require(screen.banner)
            #expect(BackendPayloadTests.isForPeople(banner.message), "\(banner.message)")
        }
    }

    @Test func anUnknownOnboardingStepAtLaunchLandsOnAScreenThatOffersARetry() async throws {
        try await withSignedInApp(user: ScriptedBackend.newbie) { server in
            server.respond(
                to: .get, "/v1/me/onboarding", with: .json(raw: #"{"step":"celebration","completed":false}"#))
        } check: { app in
            guard case .error = app.state else {
                Issue.record("the launch went to \(app.state.name)")
                return
            }
            #expect(app.screen(of: .main)?.actions.map(\.command) == ["retry"])
        }
    }

    /// Launches the real app against a loopback server scripted for a signed-in `user`, with the
    /// answers `script` changes, and runs `check` on it; the app's events are checked throughout.
    private func withSignedInApp(
        user: String = ScriptedBackend.alice,
        _ script: (LoopbackServer) -> Void,
        check: (AppCoordinator) async throws -> Void
    ) async throws {
        let directory = try ScratchDirectory.make("reliability-payloads")
        defer { ScratchDirectory.remove(directory) }
        let server = try await LoopbackServer.start()
        do {
            try ScriptedBackend.prepare(server, userJSON: user, directory: directory)
            script(server)
            let observer = AppObserver()
            let app = try await LiveLaunch.app(
                directory: directory, backendURL: server.baseURL, observer: observer)
            try await check(app)
            #expect(observer.violation == nil, "\(observer.violation ?? "")")
            app.abandon()
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A message for people: short, and free of HTTP, JSON and decoding talk.
    static func isForPeople(_ message: String) -> Bool {
        let technical = [
            "json", "decod", "http", "status", "error:", "keynotfound", "datacorrupted", "typemismatch",
        ]
        return !message.isEmpty && message.count < 200
            && !technical.contains { message.lowercased().contains($0) }
    }
}

/// Answers of megabytes that are not the JSON the app expects.
enum BrokenAnswer: String, CaseIterable, Sendable {
    case unterminated
    case deeplyNested
    case wrongShape
    case notJSON

    var body: String {
        switch self {
        case .unterminated: #"{"userId":"u-alice","name":""# + String(repeating: "x", count: 5_000_000)
        case .deeplyNested: String(repeating: "[", count: 1_000_000)
        case .wrongShape: "[" + Array(repeating: "1", count: 1_000_000).joined(separator: ",") + "]"
        case .notJSON: String(repeating: "<html>", count: 1_000_000)
        }
    }
}
