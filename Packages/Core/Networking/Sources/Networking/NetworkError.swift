import Foundation

/// Why a request failed, in terms the app can act on.
public enum NetworkError: Error, Equatable, Sendable {
    case offline
    case tooManyOpenFiles
    case timeout
    /// The server rejected the credentials (401), also after one token refresh.
    case unauthorized
    /// The backend is down for maintenance (503 with error code `maintenance`).
    case maintenance
    case http(status: Int, summary: String)
    case decoding(String)
    case cancelled
    case invalidRequest(String)
    case redirected(status: Int)
    case responseTooLarge(limit: Int)
    case invalidResponse(String)
    case untrustedServer(TrustFailure)

    /// Whether trying again later may succeed: offline, timeout, 408, 429 and 5xx other than maintenance.
    public var isTransient: Bool {
        switch self {
        case .offline, .timeout, .tooManyOpenFiles: true
        case .http(let status, _): status == 408 || status == 429 || (500..<600).contains(status)
        case .unauthorized, .maintenance, .decoding, .cancelled, .invalidRequest, .redirected,
            .responseTooLarge, .invalidResponse, .untrustedServer:
            false
        }
    }

    /// The HTTP status the server answered with, when the failure is an HTTP answer.
    public var status: Int? {
        switch self {
        case .unauthorized: 401
        case .maintenance: 503
        case .http(let status, _), .redirected(let status): status
        case .offline, .tooManyOpenFiles, .timeout, .decoding, .cancelled, .invalidRequest, .responseTooLarge,
            .invalidResponse, .untrustedServer:
            nil
        }
    }

    /// What happened, for logs and debugging; never shown to the user.
    public var technicalDetail: String {
        switch self {
        case .offline: "offline: the server could not be reached"
        case .tooManyOpenFiles: "too many open files: no file descriptor left for a connection"
        case .timeout: "timeout: no answer within the time limit"
        case .unauthorized: "unauthorized: HTTP 401"
        case .maintenance: "maintenance: HTTP 503 with code maintenance"
        case .http(let status, let summary): "HTTP \(status): \(summary)"
        case .decoding(let what): "decoding failed: \(what)"
        case .cancelled: "cancelled"
        case .invalidRequest(let what): "invalid request: \(what)"
        case .redirected(let status): "redirected: HTTP \(status), not followed"
        case .responseTooLarge(let limit): "response too large: more than \(limit) bytes"
        case .invalidResponse(let what): "invalid response: \(what)"
        case .untrustedServer(let failure): "untrusted server: \(failure)"
        }
    }
}
