import Foundation
import Testing

@testable import DevBackend

struct PersistenceTests {
    private static let event = #"{"events": [{"id": "e1", "name": "opened", "timestamp": "2026-03-01T10:00:00Z", "properties": {}}]}"#

    @Test func dataSurvivesARestartOnTheSameDirectory() async throws {
        try await withTemporaryDirectory { directory in
            let token = try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                _ = try await harness.send("POST", "/v1/auth/signup", json: ["email": "carol@example.com", "password": "secret-123", "name": "Carol"])
                _ = try await harness.send("POST", "/v1/analytics/events", body: Data(Self.event.utf8))
                try await harness.backend.deletePost("p45")
                return try await harness.token()
            }
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                let session = try await harness.send("GET", "/v1/session", token: token)
                let carol = try await harness.send("POST", "/v1/auth/login", json: ["email": "carol@example.com", "password": "secret-123"])
                let post = try await harness.send("GET", "/v1/posts/p45", token: token)
                let duplicate = try await harness.send("POST", "/v1/analytics/events", body: Data(Self.event.utf8))

                #expect(session.status == 200)
                #expect(carol.status == 200)
                #expect(post.status == 404)
                #expect(try duplicate.json()["duplicates"].int == 1)
                #expect(await harness.backend.receivedEvents().map(\.name) == ["opened"])
            }
        }
    }

    @Test func faultSettingsAreNotPersisted() async throws {
        try await withTemporaryDirectory { directory in
            let first = try DevBackend(configuration: .init(dataDirectory: directory))
            await first.setMaintenance(true)
            try await first.setLatency(.seconds(1))
            try await first.failNextRequests(2, status: 500)
            try await first.revokeSessions()

            let second = try DevBackend(configuration: .init(dataDirectory: directory))
            #expect(await second.faults == DevBackend.Faults())
        }
    }

    @Test func theDataFileIsReadableByItsOwnerOnly() async throws {
        try await withTemporaryDirectory { directory in
            let dataDirectory = directory.appendingPathComponent("data")
            try await BackendHarness.run(.init(dataDirectory: dataDirectory)) { harness in
                _ = try await harness.login()
            }
            let file = try FileManager.default.attributesOfItem(atPath: dataDirectory.appendingPathComponent("dev-backend.json").path)
            let folder = try FileManager.default.attributesOfItem(atPath: dataDirectory.path)

            #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        }
    }

    @Test func writesLeaveNoTemporaryFilesBehind() async throws {
        try await withTemporaryDirectory { directory in
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                for _ in 0..<5 {
                    _ = try await harness.login()
                }
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["dev-backend.json"])
        }
    }

    @Test(arguments: [
        "not json at all",
        #"{"schemaVersion": 2, "value": {}}"#,
        #"{"schemaVersion": 1, "value": {"users": 3}}"#,
        #"{"version": 1, "data": {}}"#,
        "",
    ])
    func aFileThatDoesNotDecodeIsMovedAsideAndTheSeedIsUsed(contents: String) async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("dev-backend.json")
            try Data(contents.utf8).write(to: file)
            let backend = try DevBackend(configuration: .init(dataDirectory: directory))
            let quarantined = try #require(backend.quarantinedFile)

            #expect(quarantined.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL)
            #expect(quarantined.lastPathComponent.hasPrefix("dev-backend.json.corrupt-"))
            #expect(try Data(contentsOf: quarantined) == Data(contents.utf8))
            #expect(try Data(contentsOf: file) != Data(contents.utf8))
            #expect(await backend.data == .seed())
        }
    }

    @Test func anEarlierQuarantinedFileIsNeverOverwritten() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("dev-backend.json")
            let time: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }
            try Data("first".utf8).write(to: file)
            let first = try DevBackend(configuration: .init(dataDirectory: directory, now: time)).quarantinedFile
            try Data("second".utf8).write(to: file)
            let second = try DevBackend(configuration: .init(dataDirectory: directory, now: time)).quarantinedFile

            #expect(first != second)
            #expect(try Data(contentsOf: try #require(first)) == Data("first".utf8))
            #expect(try Data(contentsOf: try #require(second)) == Data("second".utf8))
        }
    }

    @Test func aChangeThatCannotBeSavedIsAnsweredWith500AndNotApplied() async throws {
        try await withTemporaryDirectory { directory in
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                // A directory where the file should be makes the atomic rename fail, even as root.
                let file = directory.appendingPathComponent("dev-backend.json")
                try FileManager.default.removeItem(at: file)
                try FileManager.default.createDirectory(at: file.appendingPathComponent("blocker"), withIntermediateDirectories: true)
                let signup = try await harness.send("POST", "/v1/auth/signup", json: ["email": "carol@example.com", "password": "secret-123", "name": "Carol"])
                let login = try await harness.send("POST", "/v1/auth/login", json: ["email": "carol@example.com", "password": "secret-123"])

                #expect(signup.status == 500)
                #expect(signup.errorCode == "storage_failed")
                #expect(login.status == 401)
                await #expect(throws: DevBackendError.self) { try await harness.backend.deletePost("p1") }
                #expect(await harness.backend.data.posts["p1"] != nil)
            }
        }
    }
}
