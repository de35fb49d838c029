import Foundation
import Testing

@testable import DevBackend

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A started dev backend and a URLSession talking to it over loopback.
struct BackendHarness {
    /// One answer: status, headers and body.
    struct Reply {
        let status: Int
        let response: HTTPURLResponse
        let body: Data

        func header(_ name: String) -> String? {
            response.value(forHTTPHeaderField: name)
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
    let baseURL: URL
    let session: URLSession

    /// Starts a backend for `body` and stops it afterwards, whatever happens.
    static func run<T>(
        _ configuration: DevBackend.Configuration = .init(),
        _ body: (BackendHarness) async throws -> T
    ) async throws -> T {
        let backend = try DevBackend(configuration: configuration)
        let baseURL = try await backend.start()
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        do {
            let result = try await body(BackendHarness(backend: backend, baseURL: baseURL, session: session))
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
        let url = try #require(URL(string: baseURL.absoluteString + path))
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        } else if let body {
            request.httpBody = body
        }
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return Reply(status: http.statusCode, response: http, body: data)
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
