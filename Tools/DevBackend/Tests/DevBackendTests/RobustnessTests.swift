import Foundation
import Testing

@testable import DevBackend

/// No input makes the server answer 5xx or stop answering.
struct RobustnessTests {
    /// Every route with its path parameters filled in.
    private static let paths = DevBackend.Route.allCases.map { route in
        (route.method, route.path.replacingOccurrences(of: "{id}", with: route == .getPost ? "p1" : "u-alice"))
    }

    @Test func randomBodiesOnEveryBodyRouteNeverGetA5xx() async throws {
        var random = SeededRandom(seed: 42)
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            for (method, path) in Self.paths where ["POST", "PUT", "PATCH"].contains(method) {
                for length in [1, 17, 512, 4096] {
                    let body = Data(random.bytes(length))
                    let anonymous = try await harness.send(method, path, body: body)
                    let signedIn = try await harness.send(method, path, body: body, token: token)
                    #expect(anonymous.status < 500, "\(method) \(path)")
                    #expect(signedIn.status < 500, "\(method) \(path)")
                }
            }
        }
    }

    @Test func randomQueriesOnEveryRouteNeverGetA5xx() async throws {
        var random = SeededRandom(seed: 9)
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            for (method, path) in Self.paths {
                for length in [1, 8, 64] {
                    let cursor = Self.percentEncoded(random.bytes(length))
                    let limit = Self.percentEncoded(random.bytes(length))
                    let reply = try await harness.send(method, "\(path)?cursor=\(cursor)&limit=\(limit)", token: token)
                    #expect(reply.status < 500, "\(method) \(path)")
                }
            }
        }
    }

    @Test(arguments: ["[]", "null", "42", "\"text\"", "{\"email\": 1, \"password\": true, \"name\": [], \"refreshToken\": {}}", "{", "{}}"])
    func wrongJSONOnEveryBodyRouteIsABadRequest(body: String) async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            for route in DevBackend.Route.allCases where ["POST", "PUT", "PATCH"].contains(route.method) && route != .completeOnboarding {
                let reply = try await harness.send(route.method, route.path, body: Data(body.utf8), token: token)
                #expect(reply.status == 400, "\(route.rawValue)")
                #expect(reply.errorCode == "malformed_body", "\(route.rawValue)")
            }
        }
    }

    @Test func aBodyOverTheLimitIsTooLargeAndTheServerGoesOn() async throws {
        try await BackendHarness.run(.init(maximumBodyBytes: 1024)) { harness in
            let huge = Data(repeating: UInt8(ascii: "a"), count: 3 * 1024 * 1024)
            let reply = try await harness.send("POST", "/v1/auth/login", body: huge)
            let next = try await harness.send("POST", "/v1/auth/login", json: ["email": "alice@example.com", "password": "correct-horse"])

            #expect(reply.status == 413)
            #expect(reply.errorCode == "payload_too_large")
            #expect(next.status == 200)
        }
    }

    @Test func unicodeIsStoredAndAnsweredIntact() async throws {
        try await BackendHarness.run { harness in
            let signup = try await harness.send("POST", "/v1/auth/signup", json: ["email": "zoë@exämple.com", "password": "pässwörd-1", "name": "Zoë 李小龍"])
            let token = try #require(try signup.json()["session"]["accessToken"].string)
            let patch = try await harness.send("PATCH", "/v1/me/profile", json: ["bio": "🚀 naïve café «ok» \u{200D}"], token: token)
            let login = try await harness.send("POST", "/v1/auth/login", json: ["email": "ZOË@exämple.com", "password": "pässwörd-1"])

            #expect(signup.status == 201)
            #expect(try signup.json()["user"]["name"] == .string("Zoë 李小龍"))
            #expect(try patch.json()["bio"] == .string("🚀 naïve café «ok» \u{200D}"))
            #expect(login.status == 200)
        }
    }

    @Test(arguments: ["/v1/users/%F0%9F%98%80", "/v1/posts/%00", "/v1/users/u-alice/posts?limit=%FF", "/v1/users/..%2F..%2Fetc", "/v1/posts/" + String(repeating: "x", count: 1000), "/%25%25%25"])
    func oddPathsAreAnsweredWithoutA5xx(path: String) async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", path, token: try await harness.token())
            #expect(reply.status < 500)
        }
    }

    private static func percentEncoded(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%%%02X", $0) }.joined()
    }

    @Test func unknownPathsAreNotFoundAndWrongMethodsNotAllowed() async throws {
        try await BackendHarness.run { harness in
            let unknown = try await harness.send("GET", "/v2/session")
            let wrongMethod = try await harness.send("POST", "/v1/posts/p1")

            #expect(unknown.status == 404)
            #expect(unknown.errorCode == "not_found")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.header("Allow") == "GET")
        }
    }

    @Test(arguments: [
        "\u{1}\u{2}\u{3}garbage\r\n\r\n",
        "GET /v1/session HTTP/1.1\r\nContent-Length: nope\r\n\r\n",
        "POST /v1/auth/login HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n{}",
        "POST /v1/auth/login HTTP/1.1\r\nContent-Length: 1000000\r\n\r\n{\"email\"",
        "POST /v1/auth/login HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        "GET /v1/session HTTP/1.1\r\nno colon here\r\n\r\n",
    ])
    func malformedHTTPOnTheSocketIsABadRequestAndTheServerGoesOn(request: String) async throws {
        try await BackendHarness.run(mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.flatMap(UInt16.init))
            let answer = String(decoding: try await RawConnection.exchange(Array(request.utf8), port: port), as: UTF8.self)
            let next = try await harness.send("GET", "/v1/session")

            #expect(answer.hasPrefix("HTTP/1.1 400 "))
            #expect(next.status == 401)
        }
    }

    @Test func randomBytesOnTheSocketLeaveTheServerAnswering() async throws {
        var random = SeededRandom(seed: 7)
        try await BackendHarness.run(mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.flatMap(UInt16.init))
            for length in [1, 64, 1024, 65_536] {
                let answer = String(decoding: try await RawConnection.exchange(random.bytes(length), port: port), as: UTF8.self)
                #expect(!answer.hasPrefix("HTTP/1.1 5"))
            }
            #expect(try await harness.send("GET", "/v1/session").status == 401)
        }
    }
}
