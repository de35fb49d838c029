/// Renews the access token one refresh at a time.
///
/// Requests rejected with the same token share one refresh; a request rejected with a token that
/// has since been replaced takes the current one without refreshing again.
actor TokenRefresher {
    /// Set inside a refresh, so that a request the refresh makes can never wait on that refresh.
    @TaskLocal private static var isRefreshing = false

    private let provider: any TokenProvider
    private var refresh: Task<String, any Error>?

    init(provider: any TokenProvider) {
        self.provider = provider
    }

    /// A token to replay a request with after `rejected` drew a 401.
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

    /// Only the provider says that a session has ended: by throwing something other than a
    /// ``NetworkError`` (it cannot be renewed), or `.unauthorized` (the refresh was refused). Any
    /// other failure keeps its reason (offline, timeout, 5xx, maintenance, an answer that did not
    /// decode), so the request says what happened and never that the session ended. A refresh
    /// answered with a status the API never gives it (400, 403, 404, …) broke the API's rules, and
    /// is reported so: passed on as is, it would read as the request's own answer ("not found").
    private static func networkError(_ error: any Error) -> NetworkError {
        if error is CancellationError { return .cancelled }
        guard let error = error as? NetworkError else { return .unauthorized }
        if case .http(let status, _) = error, !error.isTransient {
            return .invalidResponse("the token refresh answered HTTP \(status)")
        }
        return error
    }
}
