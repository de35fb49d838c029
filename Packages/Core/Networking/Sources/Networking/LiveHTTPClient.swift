import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live ``HTTPClient``: JSON over `URLSession`, with bearer authentication, one shared token
/// refresh on 401, and retries with back-off for idempotent requests.
///
/// Retries happen on connection failures and on 429, 500, 502, 503 (not maintenance) and 504,
/// waiting on the injected clock; a 401 replays the request once after the token provider's
/// refresh. Each request's time limit runs on its own clock, so back-off can be made instant
/// while time limits stay real. Copies share their refresh state.
public struct LiveHTTPClient: HTTPClient {
    private let baseURL: URL
    private let tokenProvider: (any TokenProvider)?
    private let refresher: TokenRefresher?
    private let retryPolicy: RetryPolicy
    private let clock: any Clock<Duration>
    private let timeout: Duration
    private let timeoutClock: any Clock<Duration>
    private let transport: any HTTPTransport
    private let random: @Sendable () -> Double
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - clock: what back-off and `Retry-After` waits are measured on.
    ///   - timeout: the time limit of endpoints that set none.
    ///   - timeoutClock: what time limits are measured on.
    ///   - transport: the wire; tests may pass a scripted one.
    ///   - random: the jitter source, a number in `0..<1`.
    ///   - now: the wall clock, for `Retry-After` given as a date.
    public init(
        baseURL: URL,
        tokenProvider: (any TokenProvider)? = nil,
        retryPolicy: RetryPolicy = .default,
        clock: any Clock<Duration> = ContinuousClock(),
        timeout: Duration = .seconds(30),
        timeoutClock: any Clock<Duration> = ContinuousClock(),
        transport: any HTTPTransport = URLSessionTransport(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.baseURL = baseURL
        self.tokenProvider = tokenProvider
        self.refresher = tokenProvider.map(TokenRefresher.init(provider:))
        self.retryPolicy = retryPolicy
        self.clock = clock
        self.timeout = timeout
        self.timeoutClock = timeoutClock
        self.transport = transport
        self.random = random
        self.now = now
    }

    /// Sends `endpoint`, retrying and refreshing the token as described above, and decodes the answer.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        var attempts = 0
        while true {
            if Task.isCancelled { throw .cancelled }
            attempts += 1
            switch await attempt(endpoint) {
            case .success(let body):
                return try endpoint.decode(body)
            case .failure(let failure):
                guard let delay = delay(afterAttempt: attempts, failing: failure, endpoint.isIdempotent)
                else { throw failure.error }
                do {
                    try await clock.sleep(for: delay)
                } catch {
                    throw .cancelled
                }
            }
        }
    }

    /// One try: send with the current token, and on a 401 replay once with a renewed one.
    private func attempt<Response>(_ endpoint: Endpoint<Response>) async -> Result<Data, AttemptFailure> {
        var token: String?
        if endpoint.requiresAuthentication {
            guard let current = await tokenProvider?.accessToken() else {
                return .failure(AttemptFailure(.unauthorized))
            }
            token = current
        }
        var answer = await exchange(endpoint, token: token)
        if case .success(let response) = answer, response.status == 401, let token, let refresher {
            switch await refresher.token(replacing: token) {
            case .success(let renewed): answer = await exchange(endpoint, token: renewed)
            case .failure(let error): return .failure(AttemptFailure(error))
            }
        }
        return answer.flatMap { response in
            response.isSuccess
                ? .success(response.body)
                : .failure(AttemptFailure(response.error, retryAfter: retryAfter(response)))
        }
    }

    private func exchange<Response>(
        _ endpoint: Endpoint<Response>, token: String?
    ) async -> Result<RawResponse, AttemptFailure> {
        let request: URLRequest
        do {
            request = try RequestBuilder(baseURL: baseURL, timeout: timeout).request(
                for: endpoint, token: token)
        } catch {
            return .failure(AttemptFailure(error))
        }
        do {
            let (body, response) = try await send(request, within: endpoint.timeout ?? timeout)
            return .success(RawResponse(body: body, response: response))
        } catch {
            return .failure(AttemptFailure(transportError: error))
        }
    }

    /// Sends `request`, cancelling it with `URLError(.timedOut)` when `limit` passes first.
    private func send(_ request: URLRequest, within limit: Duration) async throws -> (Data, HTTPURLResponse) {
        try await withThrowingTaskGroup(of: (Data, HTTPURLResponse)?.self) { group in
            group.addTask { [transport] in try await transport.send(request) }
            group.addTask { [timeoutClock] in
                try await timeoutClock.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else { throw URLError(.timedOut) }
            return answer
        }
    }

    private func retryAfter(_ response: RawResponse) -> Duration? {
        RetryAfter.delay(from: response.retryAfter, now: now())
    }

    /// How long to wait before trying again, or `nil` when the failure should surface now.
    private func delay(afterAttempt attempts: Int, failing failure: AttemptFailure, _ isIdempotent: Bool)
        -> Duration?
    {
        guard isIdempotent, attempts < retryPolicy.maxAttempts, failure.isRetryable else { return nil }
        if let retryAfter = failure.retryAfter {
            return retryAfter <= retryPolicy.maxDelay ? retryAfter : nil
        }
        return retryPolicy.delay(beforeRetry: attempts, random: random())
    }
}
