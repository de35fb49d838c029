import DevBackend

extension BackendCommand {
    func apply(to backend: DevBackend) async throws {
        switch self {
        case .offline: try await backend.setOffline(true)
        case .online: try await backend.setOffline(false)
        case .latency(let milliseconds): try await backend.setLatency(.milliseconds(milliseconds))
        case .fail(let count, let status): try await backend.failNextRequests(count, status: status)
        case .maintenance(let isOn): await backend.setMaintenance(isOn)
        case .revoke: try await backend.revokeSessions()
        case .expireTokens: try await backend.expireAccessTokens()
        case .deletePost(let id): try await backend.deletePost(id)
        }
    }
}
