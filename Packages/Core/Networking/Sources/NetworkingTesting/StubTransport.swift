import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` that answers as the test scripts it (see ``RequestScripting``), without
/// sockets: give it to `LiveHTTPClient(baseURL:transport:)` for pure unit tests.
///
/// An unscripted request records a test issue and throws ``UnscriptedRequest``.
public final class StubTransport: HTTPTransport, RequestScripting {
    /// The routes and the requests received.
    public let script = RequestScript()

    /// Thrown for a request nobody scripted.
    public struct UnscriptedRequest: Error, CustomStringConvertible {
        /// Which request nobody scripted.
        public var description: String
    }

    /// A transport with nothing scripted yet.
    public init() {}

    /// Records `request` and answers it as scripted.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { throw URLError(.badURL) }
        let query = (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }
        let recorded = RecordedRequest(
            method: request.httpMethod ?? "GET",
            path: components.path,
            query: Dictionary(query, uniquingKeysWith: { $1 }),
            headers: request.allHTTPHeaderFields ?? [:],
            body: request.httpBody ?? Data())
        guard let scripted = await script.answer(recorded) else {
            let failure = UnscriptedRequest(
                description: "StubTransport: unscripted request \(recorded.method) \(recorded.path)")
            Issue.record(Comment(rawValue: failure.description))
            throw failure
        }
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: scripted.status, httpVersion: "HTTP/1.1", headerFields: scripted.headers
            )
        else { throw URLError(.badServerResponse) }
        return (scripted.body, response)
    }
}
