internal import FlyingFox
internal import FlyingSocks
import Foundation
import Testing

/// A real HTTP server on 127.0.0.1 and an ephemeral port, answering as the test scripts it
/// (see ``RequestScripting``). It logs nothing; call ``stop()`` when the test is done.
public final class LoopbackServer: RequestScripting {
    /// The routes and the requests received.
    public let script: RequestScript
    /// `http://127.0.0.1:<port>`, to give the client under test.
    public let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    private init(script: RequestScript, baseURL: URL, server: HTTPServer, task: Task<Void, any Error>) {
        self.script = script
        self.baseURL = baseURL
        self.server = server
        self.task = task
    }

    /// Starts a server and returns once it accepts connections.
    public static func start() async throws -> LoopbackServer {
        let script = RequestScript()
        let server = HTTPServer(
            config: HTTPServer.Configuration(
                address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 60, logger: .disabled))
        await server.appendRoute("*") { request in
            try await Self.answer(request, from: script)
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress,
            let baseURL = URL(string: "http://127.0.0.1:\(port)")
        else {
            task.cancel()
            throw URLError(.cannotConnectToHost)
        }
        return LoopbackServer(script: script, baseURL: baseURL, server: server, task: task)
    }

    /// Closes the listening socket and cancels handlers still running (a ``Gate`` wait ends).
    public func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    private static func answer(_ request: HTTPRequest, from script: RequestScript) async throws
        -> HTTPResponse
    {
        let recorded = try await record(request)
        guard let scripted = await script.answer(recorded) else {
            Issue.record("LoopbackServer: unscripted request \(recorded.method) \(recorded.path)")
            return HTTPResponse(statusCode: HTTPStatusCode(501, phrase: "Unscripted"))
        }
        return response(scripted)
    }

    private static func record(_ request: HTTPRequest) async throws -> RecordedRequest {
        let query = request.query.map { ($0.name, $0.value) }
        let headers = request.headers.map { ($0.key.rawValue, $0.value) }
        return RecordedRequest(
            method: request.method.rawValue,
            path: request.path,
            query: Dictionary(query, uniquingKeysWith: { $1 }),
            headers: Dictionary(headers, uniquingKeysWith: { first, _ in first }),
            body: try await request.bodyData)
    }

    private static func response(_ scripted: ScriptedResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in scripted.headers {
            headers.addValue(value, for: HTTPHeader(name))
        }
        let status = HTTPStatusCode(scripted.status, phrase: "Scripted")
        return HTTPResponse(statusCode: status, headers: headers, body: scripted.body)
    }
}
