import DevBackend

/// A column of the network-fault table: what goes wrong with the endpoint's requests.
enum NetworkFault: String, CaseIterable, Sendable {
    case offline
    case timeout
    case unauthorized = "401"
    case rateLimited = "429 Retry-After"
    case serverError = "500"
    case maintenance = "503 maintenance"
    case malformedJSON = "malformed JSON"

    /// Breaks `route` on `backend`: every request to it for the rest of the step (one request for
    /// 401, which stands for an access token that has just expired), or every connection, offline.
    func inject(on route: DevBackend.Route, of backend: DevBackend) async throws {
        switch self {
        case .offline: try await backend.setOffline(true)
        case .timeout: try await backend.injectFault(.delay(DevBackend.maximumLatency), on: route, count: 10)
        case .unauthorized: try await backend.injectFault(.status(401), on: route, count: 1)
        case .rateLimited: try await backend.injectFault(.status(429), on: route, count: 10)
        case .serverError: try await backend.injectFault(.status(500), on: route, count: 10)
        case .maintenance: try await backend.injectFault(.maintenance, on: route, count: 10)
        case .malformedJSON: try await backend.injectFault(.malformedJSON, on: route, count: 10)
        }
    }

    /// Puts `backend` back to normal.
    func clear(on route: DevBackend.Route, of backend: DevBackend) async throws {
        try await backend.setOffline(false)
        try await backend.injectFault(.malformedJSON, on: route, count: 0)
    }
}
