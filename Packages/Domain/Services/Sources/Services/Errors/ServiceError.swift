import Networking

/// Why a service call failed, in terms the app and the features act on.
public enum ServiceError: Error, Equatable, Sendable {
    case invalidCredentials
    case emailTaken
    /// An input breaks a rule; the reason is fit to show (from Models' validation or the backend).
    case invalid(reason: String)
    case notFound
    case privateProfile
    case sessionExpired
    case offline
    case tooManyOpenFiles
    case timeout
    case untrustedServer(TrustFailure)
    case maintenance
    case server(status: Int)
    case badResponse(String)
    case storage
    case diskFull
    case cancelled
    /// Anything else; the text is a technical detail for logs, never shown.
    case unexpected(String)

    /// Whether the backend refused what was asked on its merits: wrong credentials, a taken email,
    /// invalid input, nothing there, or not the asker's to see.
    public var isRefusal: Bool {
        switch self {
        case .invalidCredentials, .emailTaken, .invalid, .notFound, .privateProfile: true
        case .sessionExpired, .offline, .tooManyOpenFiles, .timeout, .untrustedServer, .maintenance, .server,
            .badResponse, .storage, .diskFull, .cancelled, .unexpected:
            false
        }
    }

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
