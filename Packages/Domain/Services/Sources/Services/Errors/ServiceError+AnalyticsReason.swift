extension ServiceError {
    /// The kind of failure, for an analytics property (`invalid_credentials`): never the message
    /// or the input.
    public var analyticsReason: String {
        switch self {
        case .invalidCredentials: "invalid_credentials"
        case .emailTaken: "email_taken"
        case .invalid: "invalid"
        case .notFound: "not_found"
        case .privateProfile: "private_profile"
        case .sessionExpired: "session_expired"
        case .offline: "offline"
        case .tooManyOpenFiles: "too_many_open_files"
        case .timeout: "timeout"
        case .untrustedServer: "untrusted_server"
        case .maintenance: "maintenance"
        case .server: "server"
        case .badResponse: "bad_response"
        case .storage: "storage"
        case .diskFull: "disk_full"
        case .cancelled: "cancelled"
        case .unexpected: "unexpected"
        }
    }
}
