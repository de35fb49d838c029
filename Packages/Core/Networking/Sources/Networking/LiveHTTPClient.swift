import Foundation
import HTTPTypes
import Tracing

/// The live ``HTTPClient``: JSON over an ``HTTPTransport``, with bearer authentication, refresh and retries.
public struct LiveHTTPClient: HTTPClient {
    /// The body limit of endpoints that set none: 2 MiB, far above any answer of this API.
    public static let defaultBodyLimit = 2 << 20

    private let builder: RequestBuilder
    private let tokenProvider: (any TokenProvider)?
    private let refresher: TokenRefresher?
    private let retryPolicy: RetryPolicy
    private let clock: any Clock<Duration>
    private let timeout: Duration
    private let timeoutClock: any Clock<Duration>
    private let transport: any HTTPTransport
    private let bodyLimit: Int
    private let random: @Sendable () -> Double
    private let now: @Sendable () -> Date
    private let tracer: any Tracer

    /// A client of the API at `baseURL` over `transport`, with its clocks, randomness and tracer injected.
    public init(
        baseURL: URL,
        transport: any HTTPTransport,
        tokenProvider: (any TokenProvider)? = nil,
        retryPolicy: RetryPolicy = .default,
        clock: any Clock<Duration> = ContinuousClock(),
        timeout: Duration = .seconds(30),
        timeoutClock: any Clock<Duration> = ContinuousClock(),
        bodyLimit: Int = Self.defaultBodyLimit,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = { Date() },
        tracer: any Tracer = InstrumentationSystem.tracer
    ) {
        self.builder = RequestBuilder(baseURL: baseURL)
        self.tokenProvider = tokenProvider
        self.refresher = tokenProvider.map(TokenRefresher.init(provider:))
        self.retryPolicy = retryPolicy
        self.clock = clock
        self.timeout = timeout
        self.timeoutClock = timeoutClock
        self.transport = transport
        self.bodyLimit = bodyLimit
        self.random = random
        self.now = now
        self.tracer = tracer
    }

    /// Refuses a base URL no request could go to, with a reason that never repeats the URL.
    public static func checkBaseURL(_ baseURL: URL) throws(NetworkError) {
        _ = try RequestBuilder(baseURL: baseURL).origin()
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
            guard let failure = response.failure(expectingJSON: endpoint.expectsJSON) else {
                return .success(response.body)
            }
            return .failure(AttemptFailure(failure, retryAfter: retryAfter(response)))
        }
    }

    private func exchange<Response>(
        _ endpoint: Endpoint<Response>, token: String?
    ) async -> Result<ServerAnswer, AttemptFailure> {
        var request: (head: HTTPRequest, body: Data?)
        do {
            request = try builder.request(for: endpoint, token: token)
        } catch {
            return .failure(AttemptFailure(error))
        }
        let limits = (time: endpoint.timeout ?? timeout, bytes: endpoint.bodyLimit ?? bodyLimit)
        let path = request.head.path?.prefix { $0 != "?" } ?? "/"
        let span = tracer.startSpan("\(request.head.method) \(path)", ofKind: .client)
        defer { span.end() }
        span.attributes["http.request.method"] = request.head.method.rawValue
        // The span crosses the wire as the tracer writes it (W3C's `traceparent`), so the server's
        // spans join this trace; a tracer that is off writes nothing.
        tracer.inject(span.context, into: &request.head.headerFields, using: HTTPFieldsInjector())
        do {
            let answer = try await send(request, within: limits.time, bodyLimit: limits.bytes)
            span.attributes["http.response.status_code"] = answer.head.status.code
            return .success(ServerAnswer(head: answer.head, body: answer.body))
        } catch {
            // The case alone: a case's text may quote the server.
            span.attributes["error.type"] = String("\(error)".prefix { $0 != "(" })
            span.setStatus(SpanStatus(code: .error))
            return .failure(AttemptFailure(error))
        }
    }

    private func send(
        _ request: (head: HTTPRequest, body: Data?), within limit: Duration, bodyLimit: Int
    ) async throws(TransportError) -> HTTPAnswer {
        let outcome = await withTaskGroup(of: Result<HTTPAnswer, TransportError>?.self) { group in
            group.addTask { [transport] in
                do throws(TransportError) {
                    return .success(
                        try await transport.send(request.head, body: request.body, bodyLimit: bodyLimit))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask { [timeoutClock] in
                do {
                    try await timeoutClock.sleep(for: limit, inSlicesOf: .seconds(1))
                    return .failure(.timedOut)
                } catch {
                    return nil
                }
            }
            defer { group.cancelAll() }
            while let next = await group.next() {
                if let result = next { return result }
            }
            return .failure(.cancelled)
        }
        if Task.isCancelled { throw .cancelled }
        return try outcome.get()
    }

    private func retryAfter(_ response: ServerAnswer) -> Duration? {
        RetryAfter.delay(from: response.retryAfter, now: now())
    }

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
