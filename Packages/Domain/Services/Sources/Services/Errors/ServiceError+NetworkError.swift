import Networking

extension ServiceError {
    /// The service error for a failed request. A 401 means the session could not be renewed,
    /// except on sign-in, which maps it to `.invalidCredentials` itself.
    init(_ error: NetworkError) {
        switch error {
        case .offline: self = .offline
        case .tooManyOpenFiles: self = .tooManyOpenFiles
        case .timeout: self = .timeout
        case .untrustedServer(let failure): self = .untrustedServer(failure)
        case .unauthorized: self = .sessionExpired
        case .maintenance: self = .maintenance
        case .cancelled: self = .cancelled
        case .decoding, .redirected, .responseTooLarge, .invalidResponse: self = .badResponse(error.technicalDetail)
        case .invalidRequest: self = .unexpected(error.technicalDetail)
        case .http(let status, let summary): self = Self(status: status, summary: summary, detail: error.technicalDetail)
        }
    }

    private init(status: Int, summary: String, detail: String) {
        switch status {
        case 403: self = .privateProfile
        case 404: self = .notFound
        case 409: self = .emailTaken
        case 422: self = .invalid(reason: ServerErrorSummary.message(in: summary) ?? Self.genericInvalidReason)
        case 429, 500...599: self = .server(status: status)
        default: self = .unexpected(detail)
        }
    }

    static let genericInvalidReason = "Some of the details are not valid."
}
