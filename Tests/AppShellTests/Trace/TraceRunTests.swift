import AppTesting
import Foundation
import Testing

@testable import AppShell

/// `trace on` and `--trace`: after each command, the spans it made, from the shell's line through
/// the app's coordinator and the feature to the service and the HTTP exchange.
@MainActor
struct TraceRunTests {
    private static let script = """
        launch
        trace on
        login alice@example.com correct-horse
        open app://profile/u-bob
        trace off
        tab settings
        """

    private func run(json: Bool) async throws -> ScenarioRun {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let path = directory.appendingPathComponent("trace.txt")
            try Data(Self.script.utf8).write(to: path)
            return await ScenarioRun.run(
                scriptAt: path.path, json: json, dataDirectory: directory.appendingPathComponent("data"))
        }
    }

    @Test func eachTracedCommandIsFollowedByTheTreeOfWhatItDid() async throws {
        let run = try await run(json: false)
        #expect(run.status == .success, "\(run.transcript)")
        let text = run.output.joined(separator: "\n")
        let traces = text.components(separatedBy: "  trace:").dropFirst().map {
            $0.components(separatedBy: "\n> ")[0]
        }
        #expect(traces.count == 2, "\(text)")
        let login = try #require(traces.first)
        #expect(login.contains("AppCoordinator.perform login"))
        #expect(login.contains("LiveAuthService.login"))
        #expect(login.contains("POST /v1/auth/login → 200"))
        #expect(login.contains("· state unauthenticated -> authenticated"), "\(login)")
        let open = try #require(traces.last)
        #expect(open.contains("DeepLinks.open profile"))
        #expect(open.contains("LiveProfileService.profile"))
        #expect(open.contains("GET /v1/users/u-bob → 200"))
        #expect(!open.contains("tab settings"))
        #expect(!text.contains("correct-horse"))
    }

    @Test func underJSONEverySpanIsAnEventChainedToTheCommandsLine() async throws {
        let run = try await run(json: true)
        #expect(run.status == .success, "\(run.transcript)")
        let spans = try run.events().filter { $0["type"] as? String == "span" }
        let byID = Dictionary(spans.map { ($0["id"] as? String ?? "", $0) }) { first, _ in first }
        let request = try #require(spans.first { $0["name"] as? String == "GET /v1/users/u-bob" })
        #expect(request["module"] as? String == "Networking")
        #expect((request["attributes"] as? [String: Any])?["http.response.status_code"] as? Int == 200)
        #expect(request["ok"] as? Bool == true)
        var chain: [String] = []
        var current: [String: Any]? = request
        while let span = current {
            chain.append("\(span["module"] ?? "")")
            #expect(span["trace"] as? String == request["trace"] as? String)
            current = (span["parent"] as? String).flatMap { byID[$0] }
        }
        #expect(chain.first == "Networking")
        #expect(chain.contains("Services"))
        #expect(chain.contains("AppCore"))
        #expect(chain.last == "AppShell", "\(chain)")
        #expect(!spans.contains { "\($0)".contains("correct-horse") || "\($0)".contains("alice@") })
    }

    @Test func underJSONTheBackendsSpansAreMarkedAndChainedToTheRequest() async throws {
        let run = try await run(json: true)
        let spans = try run.events().filter { $0["type"] as? String == "span" }
        let request = try #require(spans.first { $0["name"] as? String == "GET /v1/users/u-bob" })
        #expect(request["service"] as? String == "app")
        let server = try #require(spans.first { $0["parent"] as? String == request["id"] as? String })
        #expect(server["name"] as? String == "GET /v1/users/{id}")
        #expect(server["kind"] as? String == "server")
        #expect(server["service"] as? String == "backend")
        #expect(server["module"] as? String == "DevBackend")
        #expect(server["trace"] as? String == request["trace"] as? String)
        let underServer = spans.filter { $0["parent"] as? String == server["id"] as? String }
        #expect(underServer.allSatisfy { $0["service"] as? String == "backend" })
        #expect(underServer.map { $0["name"] as? String } == ["Router.match", "ProfileHandlers.getUser"])
        let login = try #require(
            spans.first {
                $0["name"] as? String == "POST /v1/auth/login" && $0["service"] as? String == "backend"
            })
        let loginChildren = spans.filter { $0["parent"] as? String == login["id"] as? String }.compactMap {
            $0["name"] as? String
        }
        #expect(loginChildren == ["Router.match", "AuthHandlers.login", "DevBackend.commit"])
    }

    @Test func aBackendFaultIsASpanUnderTheRequestItHit() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let path = directory.appendingPathComponent("trace.txt")
            try Data(
                "login alice@example.com correct-horse\nbackend fail 1 500\ntrace on\nopen app://profile/u-bob\n"
                    .utf8
            ).write(to: path)
            let run = await ScenarioRun.run(
                scriptAt: path.path, dataDirectory: directory.appendingPathComponent("data"))
            let spans = try run.events().filter { $0["type"] as? String == "span" }
            let fault = try #require(
                spans.first { $0["name"] as? String == "Faults.failNext" }, "\(run.transcript)")
            let server = try #require(spans.first { $0["id"] as? String == fault["parent"] as? String })
            #expect(server["ok"] as? Bool == false)
            #expect((server["attributes"] as? [String: Any])?["error.type"] as? String == "injected_failure")
            let request = try #require(spans.first { $0["id"] as? String == server["parent"] as? String })
            #expect(request["module"] as? String == "Networking")
        }
    }

    @Test func aVariablesValueIsMaskedInTheSpans() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let path = directory.appendingPathComponent("trace.txt")
            let script = "trace on\nlogin alice@example.com correct-horse\nopen app://profile/${SOMEONE}\n"
            try Data(script.utf8).write(to: path)
            let run = await ScenarioRun.run(
                scriptAt: path.path, dataDirectory: directory.appendingPathComponent("data"),
                environment: ["SOMEONE": "u-bob"])
            #expect(run.status == .success, "\(run.transcript)")
            let spans = try run.events().filter { $0["type"] as? String == "span" }
            #expect(spans.contains { $0["name"] as? String == "GET /v1/users/***" }, "\(spans)")
            #expect(!run.lines.contains { $0.contains("u-bob") })
        }
    }

    @Test func aFailedStepSaysWhatFailedByItsCaseAlone() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let path = directory.appendingPathComponent("trace.txt")
            try Data("trace on\nlogin alice@example.com wrong-password-1\n".utf8).write(to: path)
            let run = await ScenarioRun.run(
                scriptAt: path.path, dataDirectory: directory.appendingPathComponent("data"))
            let spans = try run.events().filter { $0["type"] as? String == "span" }
            let login = try #require(spans.first { $0["name"] as? String == "LiveAuthService.login" })
            #expect(login["ok"] as? Bool == false)
            #expect((login["attributes"] as? [String: Any])?["error.type"] as? String == "invalidCredentials")
            #expect(!run.output.contains { $0.contains("wrong-password-1") })
        }
    }
}
