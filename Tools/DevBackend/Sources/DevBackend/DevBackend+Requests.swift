import FlyingFox
import Foundation

extension DevBackend {
    /// Answers one request off the socket: the latency fault, then `handle`.
    func respond(to request: HTTPRequest) async -> HTTPResponse {
        let request = await APIRequest.read(request, bodyLimit: configuration.maximumBodyBytes)
        if faults.latency > .zero {
            try? await configuration.clock.sleep(for: faults.latency)
        }
        return handle(request).httpResponse
    }

    /// Answers and records one request: injected failures first, then maintenance, then the route.
    func handle(_ request: APIRequest) -> APIResponse {
        let match = router.match(method: request.method, path: request.path)
        let response: APIResponse
        do throws(APIError) {
            response = try answer(request, match)
        } catch {
            response = APIResponse(error: error)
        }
        let route: Route? = if case .found(let route, _) = match { route } else { nil }
        requestLog.append(RecordedRequest(method: request.method, path: request.path, route: route, status: response.status))
        return response
    }

    private func answer(_ request: APIRequest, _ match: Router.Match) throws(APIError) -> APIResponse {
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
                throw .storageFailed()
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
