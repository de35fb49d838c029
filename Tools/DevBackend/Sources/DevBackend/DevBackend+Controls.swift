import Tracing

extension DevBackend {
    /// Adds `latency` before every response, from 0 (none) to `maximumLatency`.
    public func setLatency(_ latency: Duration) throws {
        guard latency >= .zero, latency <= Self.maximumLatency else {
            throw DevBackendError.invalidLatency(latency)
        }
        faults.latency = latency
    }

    /// The next `count` requests received, whatever their route, answer `status` (400…599);
    /// a 429 carries `Retry-After: 1`, a 503 is not the maintenance answer. 0 clears it.
    public func failNextRequests(_ count: Int, status: Int) throws {
        guard count >= 0 else { throw DevBackendError.invalidFailureCount(count) }
        guard (400...599).contains(status) else { throw DevBackendError.invalidFailureStatus(status) }
        faults.pendingFailures = count
        faults.failureStatus = status
    }

    /// The next `count` requests to `route` (any route when nil) get `fault` instead of their
    /// answer; it comes before every other fault. A count of 0 clears the faults aimed at `route`.
    public func injectFault(_ fault: TargetedFault, on route: Route?, count: Int = 1) throws {
        guard count >= 0 else { throw DevBackendError.invalidFailureCount(count) }
        switch fault {
        case .status(let status):
            guard (400...599).contains(status) else { throw DevBackendError.invalidFailureStatus(status) }
        case .delay(let delay):
            guard delay >= .zero, delay <= Self.maximumLatency else {
                throw DevBackendError.invalidLatency(delay)
            }
        case .maintenance, .malformedJSON:
            break
        }
        faults.targeted.removeAll { $0.route == route }
        if count > 0 {
            faults.targeted.append(PendingFault(fault: fault, route: route, remaining: count))
        }
    }

    /// While on, every request answers 503 with code `maintenance` and `X-Maintenance: on`.
    public func setMaintenance(_ isOn: Bool) {
        faults.isMaintenance = isOn
    }

    /// Invalidates every access and refresh token that exists now; later ones are valid.
    public func revokeSessions() throws {
        var draft = data
        draft.revokeAllSessions()
        try save(draft)
    }

    /// Expires every access token that exists now; refresh tokens stay valid.
    public func expireAccessTokens() throws {
        var draft = data
        draft.expireAccessTokens(now: configuration.now())
        try save(draft)
    }

    /// Deletes a post: it leaves its author's pages and `GET /v1/posts/{id}` answers 404.
    public func deletePost(_ id: String) throws {
        guard data.posts[id] != nil else { throw DevBackendError.unknownPost(id) }
        var draft = data
        draft.posts[id] = nil
        try save(draft)
    }

    private func save(_ draft: BackendData) throws {
        do {
            // In the caller's trace: the shell's `backend` line, when it is traced.
            try commit(draft, in: ServiceContext.current ?? .topLevel)
        } catch {
            throw DevBackendError.cannotSaveData(reason: "\(error)")
        }
    }
}
