import Models

extension ServiceError {
    /// The app-wide failure this error stands for when it ends a launch or a retry: transient
    /// failures, and a server that can't be trusted, are `networkUnavailable` (with its own message
    /// and a retry); nil for errors a screen shows as a message instead.
    public var appError: AppError? {
        switch self {
        case .offline, .tooManyOpenFiles, .timeout, .server, .untrustedServer: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .maintenance: .maintenanceMode
        case .invalidCredentials, .emailTaken, .invalid, .notFound, .privateProfile, .badResponse, .storage,
            .diskFull,
            .cancelled, .unexpected:
            nil
        }
    }

    /// The error for an input Models' validation refused: its user-facing reason.
    public init(_ error: ValidationError) {
        self = .invalid(reason: error.message)
    }
}
