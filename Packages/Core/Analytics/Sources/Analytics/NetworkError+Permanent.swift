import Networking

extension NetworkError {
    /// Whether sending the same batch again cannot change this refusal.
    var isPermanent: Bool {
        switch self {
        case .http(let status, _): (400..<500).contains(status) && status != 408 && status != 429
        case .invalidRequest: true
        case .offline, .tooManyOpenFiles, .timeout, .unauthorized, .maintenance, .decoding, .cancelled,
            .redirected, .responseTooLarge, .invalidResponse, .untrustedServer:
            false
        }
    }
}
