import AppTesting
import DevBackend
import Foundation
import Logging
import Models
import ServicesTesting
import Storage

@testable import Analytics
@testable import AppCore
@testable import Services

/// Valid files, as the app itself writes them, to corrupt.
@MainActor
enum SampleFiles {
    /// `session.json` after alice signs in to the backend at `baseURL`.
    static func session(backend: DevBackend) async throws -> Data {
        let directory = try ScratchDirectory.make("reliability-sample-session")
        defer { ScratchDirectory.remove(directory) }
        let observer = AppObserver()
        let app = try await LiveLaunch.app(directory: directory, backend: backend, observer: observer)
        _ = await app.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        await app.terminate()
        return try read(directory.appendingPathComponent("session.json"))
    }

    /// A session file as the session store writes one, with made-up tokens.
    static func encodedSession() throws -> Data {
        try SessionFile.encode(
            Session(
                accessToken: "access-token-sample", refreshToken: "refresh-token-sample",
                expiresAt: Date(timeIntervalSince1970: 1_767_258_000)))
    }

    /// `scenes.json` of alice with a post window open and settings showing a section.
    static func scenes() async throws -> Data {
        let fake = try FakeBackedApp(storedSession: SeedData.alice)
        await fake.launch()
        await fake.perform(.selectTab("settings"))
        await fake.perform(.open("app://settings/privacy", window: nil))
        await fake.perform(.openPostWindow(postID: "p5"))
        await fake.perform(.phase(.inactive, window: nil))
        return try read(fake.directory.appendingPathComponent("scenes.json"))
    }

    /// An outbox event file for an event with ID `id`, written by the outbox itself.
    static func outboxEvent(id: String) throws -> Data {
        let directory = try ScratchDirectory.make("reliability-sample-outbox")
        defer { ScratchDirectory.remove(directory) }
        var outbox = try Outbox(directory: directory, logger: .quiet, now: Date())
        let entry = try outbox.append(
            TrackedEvent(
                id: id, name: "screen_viewed", timestamp: Date(timeIntervalSince1970: 1_767_258_000),
                userId: SeedData.alice.id.rawValue, properties: ["screen": "profile", "count": 3]))
        return try read(directory.appendingPathComponent("event-\(entry.sequence).json"))
    }

    static func read(_ url: URL) throws -> Data {
        guard let data = try AtomicFile.read(url) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return data
    }
}
