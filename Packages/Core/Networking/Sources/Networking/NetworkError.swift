import Foundation

/// Why a request failed, in terms the app can act on.
///
/// `localizedDescription` is safe to show to the user; ``technicalDetail`` is for logs.
public enum NetworkError: Error, Equatable, Sendable {
    /// The server could not be reached (no network, connection refused, DNS failure).
    case offline
    /// The app has no file descriptor left to connect with: nothing was sent.
    case tooManyOpenFiles
    /// The server did not answer within the request's time limit.
    case timeout
    /// The server rejected the credentials (401), also after one token refresh.
    case unauthorized
    /// The backend is down for maintenance (503 with error code `maintenance`).
    case maintenance
    /// Any other non-2xx answer, with a short technical summary of the error body.
    case http(status: Int, summary: String)
    /// The answer could not be decoded; the text says what failed.
    case decoding(String)
    /// The caller's task was cancelled before an answer arrived.
    case cancelled
    /// The request could not be built (for example its body failed to encode).
    case invalidRequest(String)
    /// The server answered with a redirect (3xx). The client follows none: credentials go to the
    /// configured origin only.
    case redirected(status: Int)
    /// The answer's body went past the endpoint's limit (in bytes) while it streamed in.
    case responseTooLarge(limit: Int)
    /// The answer broke the API's rules before decoding: not JSON where JSON was expected, or
    /// encoded in a way the client did not ask for. The text says which.
    case invalidResponse(String)
    /// The server could not be trusted, or plain HTTP would have left the machine: nothing was
    /// sent. Not the same as offline, and no retry changes it.
    case untrustedServer(TrustFailure)

    /// Whether trying again later may succeed: offline, timeout, 408, 429 and 5xx other than
    /// maintenance.
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
