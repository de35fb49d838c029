actor TokenRefresher {
    /// Set inside a refresh, so that a request the refresh makes can never wait on that refresh.
    @TaskLocal private static var isRefreshing = false

    private let provider: any TokenProvider
    private var refresh: Task<String, any Error>?

    init(provider: any TokenProvider) {
        self.provider = provider
    }

    func token(replacing rejected: String) async -> Result<String, NetworkError> {
        if Self.isRefreshing { return .failure(.unauthorized) }
        if refresh == nil, let current = await provider.accessToken(), current != rejected {
            return .success(current)
        }
        let task = refresh ?? startRefresh()
        let result = await task.result
        if refresh == task { refresh = nil }
        return result.mapError(Self.networkError)
    }

    private func startRefresh() -> Task<String, any Error> {
        let provider = provider
        let task = Task {
            try await Self.$isRefreshing.withValue(true) {
                try await provider.refreshAccessToken()
            }
        }
        refresh = task
        return task
    }

    /// Only the provider says a session has ended; any other failure keeps its reason.
    private static func networkError(_ error: any Error) -> NetworkError {
        if error is CancellationError { return .cancelled }
        guard let error = error as? NetworkError else { return .unauthorized }
        if case .http(let status, _) = error, !error.isTransient {
            return .invalidResponse("the token refresh answered HTTP \(status)")
        }
        return error
    }
}
