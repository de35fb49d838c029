import Foundation
import Networking
import Tracing

extension DevBackend {
    /// Answers one request, from the socket or in memory, as one server span: in the caller's trace
    /// when its `traceparent` names one (read as a server reads it, from a top-level context), else
    /// in a new trace. A targeted fault is taken as the request arrives, then the latency fault (and
    /// a targeted delay) is waited, then the request is answered and recorded.
    func respond(to request: APIRequest) async -> APIResponse {
        var context = ServiceContext.topLevel
        configuration.tracer.extract(request.headers, into: &context, using: HTTPFieldsExtractor())
        let method = Self.spanMethod(request.method)
        let span = configuration.tracer.startSpan(method, context: context, ofKind: .server)
        defer { span.end() }
        span.attributes["http.request.method"] = method
        let match = route(request, under: span)
        requestLog.arrived(match.route)
        let fault = faults.takeTargetedFault(for: match.route)
        var wait = faults.latency
        if let fault {
            trace(fault, in: span.context)
            if case .delay(let delay) = fault { wait += delay }
        }
        if wait > .zero {
            let waiting = configuration.tracer.startSpan("Faults.latency", context: span.context)
            waiting.attributes["dev_backend.wait_ms"] = Int(wait / .milliseconds(1))
            try? await configuration.clock.sleep(for: wait)
            waiting.end()
        }
        let response: APIResponse
        do throws(APIError) {
            response = try answer(request, match, fault: fault, in: span.context)
        } catch {
            response = APIResponse(error: error)
            span.attributes["error.type"] = error.code
        }
        span.attributes["http.response.status_code"] = response.status
        if response.status >= 500 {
            span.setStatus(SpanStatus(code: .error))
        }
        requestLog.append(
            RecordedRequest(
                method: request.method, path: request.path, route: match.route, status: response.status))
        return response
    }

    /// Matches the request to a route, as a span; the server span is named after the route found.
    private func route(_ request: APIRequest, under server: any Span) -> Router.Match {
        let span = configuration.tracer.startSpan("Router.match", context: server.context)
        defer { span.end() }
        let match = router.match(method: request.method, path: request.path)
        if let route = match.route {
            span.attributes["http.route"] = route.path
            server.attributes["http.route"] = route.path
            server.operationName = route.rawValue
        }
        return match
    }

    /// A targeted fault first, then injected failures, then maintenance, then the route.
    private func answer(
        _ request: APIRequest, _ match: Router.Match, fault: TargetedFault?, in context: ServiceContext
    ) throws(APIError) -> APIResponse {
        switch fault {
        case .status(let status)?: throw .injected(status: status)
        case .maintenance?: throw .maintenance()
        case .malformedJSON?: return .malformedJSON()
        case .delay?, nil: break
        }
        if let status = faults.takeFailure() {
            traceFault("Faults.failNext", status: status, in: context)
            throw .injected(status: status)
        }
        if faults.isMaintenance {
            traceFault("Faults.maintenance", status: 503, in: context)
            throw .maintenance()
        }
        switch match {
        case .notFound:
            throw .notFound("There is no such path.")
        case .methodNotAllowed(let allowed):
            throw .methodNotAllowed(allowed: allowed)
        case .found(let route, let parameters):
            let requestContext = RequestContext(
                request: request, parameters: parameters, now: configuration.now(),
                accessTokenLifetime: configuration.accessTokenLifetime.timeInterval
            )
            var draft = data
            let response = try run(route.handler, requestContext, on: &draft, in: context)
            do {
                try commit(draft, in: context)
            } catch {
                throw .cannotSave(error)
            }
            return response
        }
    }

    /// Runs the route's handler on a draft of the data, as a span named after the handler.
    private func run(
        _ handler: RouteHandler, _ request: RequestContext, on draft: inout BackendData,
        in context: ServiceContext
    ) throws(APIError) -> APIResponse {
        let span = configuration.tracer.startSpan(handler.name, context: context)
        defer { span.end() }
        do throws(APIError) {
            switch handler.access {
            case .open(let handle):
                return try handle(request, &draft)
            case .authenticated(let handle):
                return try handle(request, try caller(of: request.request, now: request.now), &draft)
            }
        } catch {
            span.attributes["error.type"] = error.code
            span.setStatus(SpanStatus(code: .error))
            throw error
        }
    }

    private func caller(of request: APIRequest, now: Date) throws(APIError) -> RequestContext.Caller {
        guard let token = request.bearerToken else {
            throw .unauthorized("Sign in first: this request needs a bearer token.")
        }
        guard let grant = data.accessGrant(for: token, now: now) else {
            throw .unauthorized("The access token is invalid or has expired.")
        }
        return RequestContext.Caller(userID: grant.userID, sessionID: grant.sessionID)
    }
}
