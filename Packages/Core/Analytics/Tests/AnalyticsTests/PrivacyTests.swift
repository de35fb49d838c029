import Foundation
import Testing

@testable import Analytics

@Suite struct PrivacyTests {
    private let secrets = [
        "alice@example.com", "correct-horse", "Bearer eyJhbGciOiJIUzI1NiJ9",
        "rt-5c1e0f9a8b7d6e4f3a2b1c0d9e8f7a6b",
    ]

    private var leakyEvent: AnalyticsEvent {
        AnalyticsEvent(
            "signed_in",
            properties: [
                "email": .string(secrets[0]), "password": .string(secrets[1]), "header": .string(secrets[2]),
                "session": .string(secrets[3]), "contact": "write to alice@example.com", "method": "password",
            ])
    }

    @Test func personalDataReachesNeitherDiskNorWireNorLogs() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 10))
            await analytics.track(leakyEvent)
            for file in harness.storedFiles {
                let text = try String(
                    contentsOf: harness.directory.appendingPathComponent(file), encoding: .utf8)
                for secret in secrets { #expect(!text.contains(secret)) }
                #expect(text.contains(#""method":"password""#))
            }
            await analytics.flush()
            let wire = harness.uploads.map { String(decoding: $0.body, as: UTF8.self) }.joined()
            #expect(wire.contains("signed_in"))
            for secret in secrets + ["alice@"] {
                #expect(!wire.contains(secret))
                #expect(!harness.logs.messages.joined().contains(secret))
            }
            #expect(harness.collector.events.first?.properties == ["method": "password"])
        }
    }

    @Test func droppedKeysAreLoggedByNameOnly() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics()
            await analytics.track(leakyEvent)
            let warning = try #require(harness.logs.messages(atLeast: .warning).first)
            #expect(warning.contains("contact, email, header, password, session"))
        }
    }
}
