import Networking

extension NetworkError {
    /// A refusal that sending the same batch again cannot change: a 4xx other than 408 and 429,
    /// or a request that could not be built. A redirect, an unreadable answer or a server that
    /// can't be trusted says nothing about the batch, so it stays for a later try.
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
