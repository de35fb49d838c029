import Foundation

extension DevBackend {
    /// Answers one request, from the socket or in memory: a targeted fault is taken as it
    /// arrives, then the latency fault (and a targeted delay) is waited, then `handle`.
    func respond(to request: APIRequest) async -> APIResponse {
        let route = router.match(method: request.method, path: request.path).route
        requestLog.arrived(route)
        let fault = faults.takeTargetedFault(for: route)
        var wait = faults.latency
        if case .delay(let delay) = fault {
            wait += delay
        }
        if wait > .zero {
            try? await configuration.clock.sleep(for: wait)
        }
        return handle(request, fault: fault)
    }

    /// Answers and records one request: a targeted fault first, then injected failures, then
    /// maintenance, then the route.
    func handle(_ request: APIRequest, fault: TargetedFault? = nil) -> APIResponse {
        let match = router.match(method: request.method, path: request.path)
        let response: APIResponse
        do throws(APIError) {
            response = try answer(request, match, fault: fault)
        } catch {
            response = APIResponse(error: error)
        }
        requestLog.append(
            RecordedRequest(
                method: request.method, path: request.path, route: match.route, status: response.status))
        return response
    }

    private func answer(_ request: APIRequest, _ match: Router.Match, fault: TargetedFault?) throws(APIError)
        -> APIResponse
    {
        switch fault {
        case .status(let status)?: throw .injected(status: status)
        case .maintenance?: throw .maintenance()
        case .malformedJSON?: return .malformedJSON()
        case .delay?, nil: break
        }
        if let status = faults.takeFailure() {
            throw .injected(status: status)
        }
        if faults.isMaintenance {
            throw .maintenance()
        }
        switch match {
        case .notFound:
            throw .notFound("There is no such path.")
        case .methodNotAllowed(let allowed):
            throw .methodNotAllowed(allowed: allowed)
        case .found(let route, let parameters):
            let context = RequestContext(
                request: request, parameters: parameters, now: configuration.now(),
                accessTokenLifetime: configuration.accessTokenLifetime.timeInterval
            )
            var draft = data
            let response: APIResponse
            switch route.handler {
            case .open(let handler):
                response = try handler(context, &draft)
            case .authenticated(let handler):
                response = try handler(context, try caller(of: request, now: context.now), &draft)
            }
            do {
                try commit(draft)
            } catch {
                throw .cannotSave(error)
            }
            return response
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
