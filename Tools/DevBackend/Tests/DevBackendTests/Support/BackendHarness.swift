import Foundation
import HTTPTypes
import Networking
import NetworkingNIO
import NetworkingTesting
import Testing

@testable import DevBackend

/// A dev backend and a way to send it requests: in memory by default (the same router, handlers,
/// store and faults, no socket), or over a real loopback socket for what only a socket shows.
struct BackendHarness {
    /// How requests reach the backend.
    enum Mode {
        /// Through ``InMemoryTransport``; the backend is never started.
        case inMemory
        /// Through a real socket to the started backend.
        case live
    }

    /// One answer: status, headers and body.
    struct Reply {
        let head: HTTPResponse
        let body: Data

        var status: Int { head.status.code }

        func header(_ name: String) -> String? {
            HTTPField.Name(name).flatMap { head.headerFields[$0] }
        }

        func json() throws -> JSON {
            try JSONDecoder().decode(JSON.self, from: body)
        }

        /// The `code` of an error body.
        var errorCode: String? {
            (try? json())?["code"].string
        }
    }

    let backend: DevBackend
    private let transport: any HTTPTransport
    private let authority: String
    private let liveURL: URL?
    private var scheme: String { liveURL?.scheme ?? "http" }

    /// The started backend's address; only in `.live` mode.
    var baseURL: URL {
        get throws { try #require(liveURL, "the backend listens only in .live mode") }
    }

    /// Runs `body` with a backend reached as `mode` says, and stops it afterwards, whatever happens.
    static func run<T>(
        _ configuration: DevBackend.Configuration = .init(), mode: Mode = .inMemory,
        _ body: (BackendHarness) async throws -> T
    ) async throws -> T {
        let backend = try DevBackend(configuration: configuration)
        let harness: BackendHarness
        switch mode {
        case .inMemory:
            harness = BackendHarness(backend: backend, transport: backend.transport, authority: "dev-backend", liveURL: nil)
        case .live:
            let url = try await backend.start()
            harness = BackendHarness(
                backend: backend, transport: NIOHTTPTransport(), authority: "127.0.0.1:\(url.port ?? 0)", liveURL: url)
        }
        do {
            let result = try await body(harness)
            await backend.stop()
            return result
        } catch {
            await backend.stop()
            throw error
        }
    }

    /// Sends a request; `json` is encoded with JSONSerialization, `body` is sent as is.
    func send(
        _ method: String, _ path: String, json: Any? = nil, body: Data? = nil, token: String? = nil,
        headers: [String: String] = [:]
    ) async throws -> Reply {
        var fields = HTTPFields()
        var payload = body
        if let json {
            payload = try JSONSerialization.data(withJSONObject: json)
            fields[.contentType] = "application/json"
        }
        if let token {
            fields[.authorization] = "Bearer \(token)"
        }
        for (name, value) in headers {
            fields[try #require(HTTPField.Name(name))] = value
        }
        let request = HTTPRequest(
            method: try #require(HTTPRequest.Method(method)), scheme: scheme, authority: authority, path: path,
            headerFields: fields)
        let answer = try await transport.send(request, body: payload, bodyLimit: 16 << 20)
        return Reply(head: answer.head, body: answer.body)
    }

    /// Signs in and returns the session's access and refresh tokens.
    func login(_ account: SeedAccounts.Account = SeedAccounts.alice) async throws -> (access: String, refresh: String) {
        let reply = try await send("POST", "/v1/auth/login", json: ["email": account.email, "password": SeedAccounts.password])
        try #require(reply.status == 200)
        let session = try reply.json()["session"]
        return (try #require(session["accessToken"].string), try #require(session["refreshToken"].string))
    }

    /// Signs in and returns only the access token.
    func token(_ account: SeedAccounts.Account = SeedAccounts.alice) async throws -> String {
        try await login(account).access
    }
}
