import Foundation
import HTTPTypes
import Networking

/// The backend as an ``HTTPTransport`` with no socket and no thread: a request goes straight to
/// the router, handlers, store and fault controls the live server uses. Offline, it refuses as a
/// stopped server does; latency waits on the backend's clock.
///
/// For tests (Hummingbird calls this the "router" mode, beside the "live" one): the app's client
/// sends through it exactly as through the network.
public struct InMemoryTransport: HTTPTransport {
    /// A base URL for a client sending through this transport: the transport ignores the origin,
    /// and this one names nothing on any network.
    public static let baseURL = URL(string: "https://dev-backend.invalid")!

    private let backend: DevBackend

    /// A transport into `backend`; it need not be started.
    public init(backend: DevBackend) {
        self.backend = backend
    }

    public func send(_ request: HTTPRequest, body: Data?, bodyLimit: Int) async throws(TransportError)
        -> HTTPAnswer
    {
        if Task.isCancelled { throw .cancelled }
        guard let response = await backend.respondInMemory(to: request, body: body ?? Data()) else {
            throw .cannotConnect
        }
        if Task.isCancelled { throw .cancelled }
        guard response.body.count <= bodyLimit else { throw .bodyTooLarge(limit: bodyLimit) }
        var fields = HTTPFields()
        for (name, value) in response.headers {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        return HTTPAnswer(head: HTTPResponse(status: .init(code: response.status), headerFields: fields), body: response.body)
    }
}

extension DevBackend {
    /// The backend's answer to a request that did not come through a socket, or nil while it is
    /// offline.
    func respondInMemory(to request: HTTPRequest, body: Data) async -> APIResponse? {
        guard !faults.isOffline else { return nil }
        let request = APIRequest(
            method: request.method.rawValue, target: request.path ?? "/", headers: request.headerFields,
            body: APIRequest.Body(body, limit: configuration.maximumBodyBytes))
        return await respond(to: request)
    }

    /// A transport that reaches this backend without a socket.
    public nonisolated var transport: InMemoryTransport {
        InMemoryTransport(backend: self)
    }
}
