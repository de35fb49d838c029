struct AttemptFailure: Error {
    var error: NetworkError
    var retryAfter: Duration?

    init(_ error: NetworkError, retryAfter: Duration? = nil) {
        self.error = error
        self.retryAfter = retryAfter
    }

    init(_ error: TransportError) {
        let failure: NetworkError =
            switch error {
            case .cannotConnect, .connectionLost: .offline
            case .tooManyOpenFiles: .tooManyOpenFiles
            case .timedOut: .timeout
            case .cancelled: .cancelled
            case .bodyTooLarge(let limit): .responseTooLarge(limit: limit)
            case .malformedAnswer(let what): .invalidResponse(ServerText.line(what))
            case .unsupported(let why): .invalidRequest(why)
            case .untrusted(let failure): .untrustedServer(failure)
            }
        self.init(failure)
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
