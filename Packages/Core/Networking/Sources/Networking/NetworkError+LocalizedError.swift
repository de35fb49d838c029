import Foundation

extension NetworkError: LocalizedError {
    /// A message for the user: what went wrong and what to do, without technical detail.
    public var errorDescription: String? {
        switch self {
        case .offline:
            "You appear to be offline. Check your connection and try again."
        case .tooManyOpenFiles:
            "The app has too many files open to connect. Restart it and try again."
        case .timeout:
            "The server is taking too long to respond. Please try again."
        case .unauthorized:
            "You are not signed in, or your session has expired."
        case .maintenance:
            "The service is down for maintenance. Please try again later."
        case .http(let status, _) where status == 429:
            "Too many requests. Please wait a moment and try again."
        case .http(let status, _) where status >= 500:
            "Something went wrong on our side. Please try again later."
        case .http:
            "The request could not be completed."
        case .decoding:
            "The server sent an answer the app could not read."
        case .cancelled:
            "The request was cancelled."
        case .invalidRequest:
            "The request could not be sent."
        case .redirected:
            "The server tried to send the request elsewhere, which the app does not allow."
        case .responseTooLarge:
            "The server's answer was too large to read."
        case .invalidResponse:
            "The server sent an answer the app could not read."
        case .untrustedServer(let failure):
            "Can't reach a trusted server: \(failure.cause)."
        }
    }
}
