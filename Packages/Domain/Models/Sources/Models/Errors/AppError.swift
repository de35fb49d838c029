import Foundation

/// The app-wide failures that replace the whole screen until the user retries.
public enum AppError: String, Error, Codable, Equatable, Sendable, CaseIterable, LocalizedError {
    case networkUnavailable
    case sessionExpired
    case maintenanceMode

    /// The user-facing message.
    public var message: String {
        switch self {
        case .networkUnavailable: "Can't reach the server. Check your connection and try again."
        case .sessionExpired: "Your session has expired. Please sign in again."
        case .maintenanceMode: "The service is down for maintenance. Please try again later."
        }
    }

    public var errorDescription: String? { message }

    public init(from decoder: any Decoder) throws {
        try self.init(closedEnumFrom: decoder)
    }
}
