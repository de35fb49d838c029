import Networking

/// Why a service call failed, in terms the app and the features act on.
///
/// `localizedDescription` is fit to show and leaks nothing; ``technicalDetail`` is for logs.
public enum ServiceError: Error, Equatable, Sendable {
    /// The email or password is wrong.
    case invalidCredentials
    /// An account with this email already exists.
    case emailTaken
    /// An input breaks a rule; the reason is fit to show (from Models' validation or the backend).
    case invalid(reason: String)
    /// There is no such user or post (or it was deleted).
    case notFound
    /// The profile is private and belongs to someone else.
    case privateProfile
    /// The session can no longer be renewed: the user must sign in again.
    case sessionExpired
    /// The backend cannot be reached.
    case offline
    /// The app has no file descriptor left to reach the backend with.
    case tooManyOpenFiles
    /// The backend did not answer in time.
    case timeout
    /// The backend could not be trusted (its certificate, its TLS handshake), or plain HTTP would
    /// have left the machine: the cause is named, and nothing was sent.
    case untrustedServer(TrustFailure)
    /// The backend is down for maintenance.
    case maintenance
    /// The backend is overloaded (429) or failed (5xx).
    case server(status: Int)
    /// The backend's answer broke the API's rules (a redirect, too large, not JSON, undecodable);
    /// the text is a technical detail for logs, never shown.
    case badResponse(String)
    /// The session could not be kept on this device.
    case storage
    /// The session could not be kept on this device: its disk is full.
    case diskFull
    /// The caller's task was cancelled.
    case cancelled
    /// Anything else; the text is a technical detail for logs, never shown.
    case unexpected(String)

    /// Whether trying again later may succeed: offline, timeout, 429 and 5xx.
    public var isTransient: Bool {
        switch self {
        case .offline, .tooManyOpenFiles, .timeout, .server: true
        case .invalidCredentials, .emailTaken, .invalid, .notFound, .privateProfile, .sessionExpired,
            .maintenance, .badResponse, .storage, .diskFull, .cancelled, .unexpected, .untrustedServer:
            false
        }
    }

    /// What happened, for logs; never contains a token, a password or an email.
    public var technicalDetail: String {
        switch self {
        case .invalid(let reason): "invalid: \(reason)"
        case .server(let status): "server: HTTP \(status)"
        case .badResponse(let detail): "bad response: \(detail)"
        case .unexpected(let detail): "unexpected: \(detail)"
        case .untrustedServer(let failure): "untrusted server: \(failure)"
        default: "\(self)"
        }
    }
}
