import AppCore
import Design
import Models
import Services
import ServicesTesting
import Testing

/// A launch that fails keeps the session behind a retry, and its error screen (and error message)
/// says what happened, not that the user seems to be offline.
@MainActor
struct LaunchFailureTests {
    @Test func offlineAtLaunchSaysTheUserIsOffline() async throws {
        let live = try await LiveApp.signedIn()
        await live.app.terminate()
        try await live.backend.setOffline(true)
        try await live.restart()
        try expectErrorScreen(live, title: "You're offline", message: ServiceError.offline.errorDescription)
    }

    @Test func aServerErrorAtLaunchSaysTheServerFailed() async throws {
        let live = try await LiveApp.signedIn()
        await live.app.terminate()
        try await live.backend.injectFault(.status(503), on: .getSession, count: 3)
        try await live.restart()
        try expectErrorScreen(
            live, title: "Something went wrong", message: ServiceError.server(status: 503).errorDescription)
    }

    @Test func aBadRequestAtLaunchSaysSomethingWentWrong() async throws {
        let live = try await LiveApp.signedIn()
        await live.app.terminate()
        try await live.backend.injectFault(.status(400), on: .getSession)
        try await live.restart()
        try expectErrorScreen(
            live, title: "Something went wrong", message: ServiceError.unexpected("").errorDescription)
    }

    @Test func anOnboardingStepTheAppCannotReadAtLaunchSaysTheAnswerIsUnusable() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        await live.app.terminate()
        try await live.backend.injectFault(.malformedJSON, on: .getOnboarding)
        try await live.restart()
        try expectErrorScreen(
            live, title: "Something went wrong", message: ServiceError.badResponse("").errorDescription)
    }

    @Test func aStatusTheLaunchIsNeverAnsweredWithSaysTheAnswerIsUnusable() async throws {
        let live = try await LiveApp.signedIn()
        await live.app.terminate()
        try await live.backend.injectFault(.status(404), on: .getSession)
        try await live.restart()
        try expectErrorScreen(
            live, title: "Something went wrong", message: ServiceError.badResponse("").errorDescription)
    }

    private func expectErrorScreen(
        _ live: LiveApp, title: String, message: String?, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let message = try #require(message)
        #expect(live.state == .error(.networkUnavailable), sourceLocation: sourceLocation)
        #expect(live.screen()?.title == title, sourceLocation: sourceLocation)
        #expect(live.screen()?.sections.flatMap(\.rows) == [.text(message)], sourceLocation: sourceLocation)
        #expect(live.events.errorMessages == [message], sourceLocation: sourceLocation)
    }
}
