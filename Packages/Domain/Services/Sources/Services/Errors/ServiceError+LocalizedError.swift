import Foundation
import Models
import Networking

extension ServiceError: LocalizedError {
    /// A message for the user: what went wrong and what to do, without technical detail.
    public var errorDescription: String? {
        switch self {
        case .invalidCredentials: "The email or password is incorrect."
        case .emailTaken: "An account with this email already exists. Sign in instead."
        case .invalid(let reason): reason
        case .notFound: "This can't be found. It may have been deleted."
        case .privateProfile: "This profile is private."
        case .sessionExpired: AppError.sessionExpired.message
        case .offline: "You appear to be offline. Check your connection and try again."
        case .timeout: "The server is taking too long to respond. Please try again."
        case .untrustedServer(let failure): NetworkError.untrustedServer(failure).errorDescription
        case .maintenance: AppError.maintenanceMode.message
        case .server(let status) where status == 429: "Too many requests. Please wait a moment and try again."
        case .server: "Something went wrong on our side. Please try again later."
        case .badResponse: "The server sent an answer the app can't use. Please try again later."
        case .storage: "Your sign-in couldn't be saved on this device."
        case .cancelled: "The request was cancelled."
        case .unexpected: "Something went wrong. Please try again."
        }
    }
}
