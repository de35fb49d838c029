import AppTesting
import DevBackend
import Foundation
import Logging
import Testing

@testable import AppShell

struct BackendCommandTests {
    private let quietLogger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    private func withBackend(_ body: (EmbeddedBackend) async throws -> Void) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let embedded = try await EmbeddedBackend.start(
                dataDirectory: directory, logger: quietLogger)
            do {
                try await body(embedded)
            } catch {
                await embedded.stop()
                throw error
            }
            await embedded.stop()
        }
    }

    @Test func latencyIsSetInMilliseconds() async throws {
        try await withBackend { embedded in
            try await embedded.apply(.latency(milliseconds: 250))
            #expect(await embedded.backend.faults.latency == .milliseconds(250))
        }
    }

    @Test func failSetsTheCountAndTheStatus() async throws {
        try await withBackend { embedded in
            try await embedded.apply(.fail(count: 2, status: 429))
            let faults = await embedded.backend.faults
            #expect(faults.pendingFailures == 2)
            #expect(faults.failureStatus == 429)
        }
    }

    @Test func maintenanceTurnsOnAndOff() async throws {
        try await withBackend { embedded in
            try await embedded.apply(.maintenance(true))
            #expect(await embedded.backend.faults.isMaintenance)
            #expect(try await BackendProbe(baseURL: embedded.baseURL).status(of: "v1/session") == 503)
            try await embedded.apply(.maintenance(false))
            #expect(await !embedded.backend.faults.isMaintenance)
        }
    }

    @Test func offlineRefusesConnectionsAndOnlineAnswersAgainOnTheSameAddress() async throws {
        try await withBackend { embedded in
            let probe = BackendProbe(baseURL: embedded.baseURL)
            try await embedded.apply(.offline)
            #expect(await embedded.backend.faults.isOffline)
            await #expect(throws: (any Error).self) { try await probe.status(of: "v1/session") }
            try await embedded.apply(.online)
            #expect(try await probe.status(of: "v1/session") == 401)
        }
    }

    @Test func revokeInvalidatesTheSessionsThatExist() async throws {
        try await withBackend { embedded in
            let probe = BackendProbe(baseURL: embedded.baseURL)
            let token = try await probe.accessToken()
            #expect(try await probe.status(of: "v1/session", token: token) == 200)
            try await embedded.apply(.revoke)
            #expect(try await probe.status(of: "v1/session", token: token) == 401)
            #expect(try await probe.status(of: "v1/session", token: try await probe.accessToken()) == 200)
        }
    }

    @Test func expireTokensExpiresTheAccessTokensThatExist() async throws {
        try await withBackend { embedded in
            let probe = BackendProbe(baseURL: embedded.baseURL)
            let token = try await probe.accessToken()
            try await embedded.apply(.expireTokens)
            #expect(try await probe.status(of: "v1/session", token: token) == 401)
        }
    }

    @Test func deletePostMakesThePostAnswer404() async throws {
        try await withBackend { embedded in
            let probe = BackendProbe(baseURL: embedded.baseURL)
            let token = try await probe.accessToken()
            #expect(try await probe.status(of: "v1/posts/p5", token: token) == 200)
            try await embedded.apply(.deletePost(id: "p5"))
            #expect(try await probe.status(of: "v1/posts/p5", token: token) == 404)
        }
    }

    @Test func deletingAPostThatDoesNotExistIsRefused() async throws {
        try await withBackend { embedded in
            await #expect(throws: DevBackendError.unknownPost("p999")) {
                try await embedded.apply(.deletePost(id: "p999"))
            }
        }
    }

    @Test func theBackendKeepsItsDataInTheDataDirectory() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let first = try await EmbeddedBackend.start(
                dataDirectory: directory, logger: quietLogger)
            try await first.apply(.deletePost(id: "p5"))
            await first.stop()
            let second = try await EmbeddedBackend.start(
                dataDirectory: directory, logger: quietLogger)
            let probe = BackendProbe(baseURL: second.baseURL)
            #expect(try await probe.status(of: "v1/posts/p5", token: try await probe.accessToken()) == 404)
            await second.stop()
        }
    }
}
