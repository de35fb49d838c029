import Foundation
import HTTPTypes
import Networking
import Testing

/// An ``/Networking/HTTPTransport`` that answers as the test scripts it, without sockets.
public final class StubTransport: HTTPTransport, RequestScripting {
    public let script = RequestScript()

    /// A transport with nothing scripted yet.
    public init() {}

    /// Records `request` and answers it as scripted.
    public func send(_ request: HTTPRequest, body: Data?, bodyLimit: Int) async throws(TransportError)
        -> HTTPAnswer
    {
        if Task.isCancelled { throw .cancelled }
        let components = URLComponents(string: request.path ?? "/")
        let query = (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
        let recorded = RecordedRequest(
            method: request.method.rawValue,
            path: components?.path ?? "/",
            query: Dictionary(query, uniquingKeysWith: { $1 }),
            headers: Dictionary(
                request.headerFields.map { ($0.name.rawName, $0.value) }, uniquingKeysWith: { first, _ in first }),
            body: body ?? Data())
        guard let scripted = await script.answer(recorded) else {
            Issue.record("StubTransport: unscripted request \(recorded.method) \(recorded.path)")
            throw .cannotConnect
        }
        guard scripted.body.count <= bodyLimit else { throw .bodyTooLarge(limit: bodyLimit) }
        var fields = HTTPFields()
        for (name, value) in scripted.headers {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        return HTTPAnswer(head: HTTPResponse(status: .init(code: scripted.status), headerFields: fields), body: scripted.body)
    }
}
