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
        case .tooManyOpenFiles: "The app has too many files open to connect. Restart it and try again."
        case .timeout: "The server is taking too long to respond. Please try again."
        case .untrustedServer(let failure): NetworkError.untrustedServer(failure).errorDescription
        case .maintenance: AppError.maintenanceMode.message
        case .server(let status) where status == 429: "Too many requests. Please wait a moment and try again."
        case .server(let status) where status == 507:
            "The server's disk is full, so nothing was saved. Please try again later."
        case .server: "Something went wrong on our side. Please try again later."
        case .badResponse: "The server sent an answer the app can't use. Please try again later."
        case .storage:
            "Your sign-in couldn't be saved on this device. You stay signed in, and it is saved as soon as it"
                + " can be."
        case .diskFull:
            "This device's disk is full, so your sign-in couldn't be saved. You stay signed in, and it is saved"
                + " once there is room."
        case .cancelled: "The request was cancelled."
        case .unexpected: "Something went wrong. Please try again."
        }
    }
}
