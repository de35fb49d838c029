import Networking

/// Scripting shared by the ``LoopbackServer`` and the ``StubTransport``: an answer per route.
public protocol RequestScripting: Sendable {
    /// The routes scripted so far and the requests received.
    var script: RequestScript { get }
}

extension RequestScripting {
    /// Answers every `method path` request with `response`.
    public func respond(to method: HTTPMethod, _ path: String, with response: ScriptedResponse) {
        script.respond(to: route(method, path), with: response)
    }

    /// Answers successive requests with `responses` in turn; a request after the last one is unscripted.
    public func respond(to method: HTTPMethod, _ path: String, inTurn responses: [ScriptedResponse]) {
        script.respond(to: route(method, path), inTurn: responses)
    }

    /// Answers each request with what `handler` returns; it may suspend, on a ``Gate`` for example.
    public func handle(
        _ method: HTTPMethod, _ path: String,
        with handler: @escaping @Sendable (RecordedRequest) async -> ScriptedResponse
    ) {
        script.handle(route(method, path), with: handler)
    }

    /// Every request received, oldest first.
    public var requests: [RecordedRequest] {
        script.requests(to: nil)
    }

    /// The requests received for one route, oldest first.
    public func requests(to method: HTTPMethod, _ path: String) -> [RecordedRequest] {
        script.requests(to: route(method, path))
    }

    /// How many requests arrived for one route.
    public func requestCount(to method: HTTPMethod, _ path: String) -> Int {
        requests(to: method, path).count
    }

    /// Returns once `count` requests for the route have arrived (their handlers may still be running).
    public func waitForRequests(to method: HTTPMethod, _ path: String, count: Int) async -> [RecordedRequest]
    {
        await script.waitForRequests(to: route(method, path), count: count)
    }

    private func route(_ method: HTTPMethod, _ path: String) -> RequestScript.Route {
        RequestScript.Route(method: method.rawValue, path: path)
    }
}
