import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A failed try, with the server's `Retry-After` when it sent one.
struct AttemptFailure: Error {
    var error: NetworkError
    var retryAfter: Duration?

    init(_ error: NetworkError, retryAfter: Duration? = nil) {
        self.error = error
        self.retryAfter = retryAfter
    }

    /// A failure of the transport: cancellation, a time limit, or else the server was out of reach.
    init(transportError error: any Error) {
        switch (error as? URLError)?.code {
        case .cancelled?: self.init(.cancelled)
        case .timedOut?: self.init(.timeout)
        default: self.init(error is CancellationError ? .cancelled : .offline)
        }
    }

    /// Connection failures and 429, 500, 502, 503 and 504; maintenance is its own error and is not.
    var isRetryable: Bool {
        switch error {
        case .offline: true
        case .http(let status, _): [429, 500, 502, 503, 504].contains(status)
        default: false
        }
    }
}
