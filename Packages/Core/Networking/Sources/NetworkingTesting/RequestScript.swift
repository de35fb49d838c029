import Foundation

/// The routes a test scripted and the requests that came in.
public final class RequestScript: @unchecked Sendable {
    typealias Handler = @Sendable (RecordedRequest) async -> ScriptedResponse

    private enum Responder {
        case always(ScriptedResponse)
        case inTurn([ScriptedResponse])
        case handler(Handler)
    }

    struct Route: Hashable, CustomStringConvertible {
        var method: String
        var path: String
        var description: String { "\(method) \(path)" }
    }

    private struct Waiter {
        var route: Route
        var count: Int
        var continuation: CheckedContinuation<[RecordedRequest], Never>
    }

    private let lock = NSLock()
    private var responders: [Route: Responder] = [:]
    private var received: [RecordedRequest] = []
    private var unscripted: [Route] = []
    private var waiters: [Waiter] = []

    init() {}

    func respond(to route: Route, with response: ScriptedResponse) {
        lock.withLock { responders[route] = .always(response) }
    }

    func respond(to route: Route, inTurn responses: [ScriptedResponse]) {
        lock.withLock { responders[route] = .inTurn(responses) }
    }

    func handle(_ route: Route, with handler: @escaping Handler) {
        lock.withLock { responders[route] = .handler(handler) }
    }

    func answer(_ request: RecordedRequest) async -> ScriptedResponse? {
        let route = Route(method: request.method, path: request.path)
        let (responder, satisfied) = lock.withLock {
            received.append(request)
            let arrived = received.filter { Route(method: $0.method, path: $0.path) == route }
            let satisfied = waiters.filter { $0.route == route && arrived.count >= $0.count }
            waiters.removeAll { $0.route == route && arrived.count >= $0.count }
            return (nextResponder(for: route), satisfied.map { ($0.continuation, arrived) })
        }
        for (continuation, arrived) in satisfied {
            continuation.resume(returning: arrived)
        }
        switch responder {
        case .always(let response): return response
        case .inTurn(let responses): return responses.first
        case .handler(let handler): return await handler(request)
        case nil:
            lock.withLock { unscripted.append(route) }
            return nil
        }
    }

    var unscriptedRoutes: [Route] {
        lock.withLock { unscripted }
    }

    func requests(to route: Route?) -> [RecordedRequest] {
        lock.withLock {
            received.filter { route == nil || Route(method: $0.method, path: $0.path) == route }
        }
    }

    func waitForRequests(to route: Route, count: Int) async -> [RecordedRequest] {
        await withCheckedContinuation { continuation in
            let arrived: [RecordedRequest]? = lock.withLock {
                let arrived = received.filter { Route(method: $0.method, path: $0.path) == route }
                if arrived.count >= count { return arrived }
                waiters.append(Waiter(route: route, count: count, continuation: continuation))
                return nil
            }
            if let arrived { continuation.resume(returning: arrived) }
        }
    }

    /// Must be called with the lock held; consumes one answer of an in-turn route.
    private func nextResponder(for route: Route) -> Responder? {
        guard case .inTurn(let responses) = responders[route] else { return responders[route] }
        responders[route] = .inTurn(Array(responses.dropFirst()))
        return responses.isEmpty ? nil : .inTurn(responses)
    }
}
