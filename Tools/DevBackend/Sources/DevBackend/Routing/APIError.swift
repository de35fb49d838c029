import Storage

/// An error answer: an HTTP status, a machine-readable code and a one-line message, as the API
/// document's `Error` schema. Handlers throw these; nothing else reaches the client.
struct APIError: Error, Equatable {
    let status: Int
    let code: String
    let message: String
    var headers: [String: String] = [:]

    static func malformedBody(_ message: String) -> APIError {
        APIError(status: 400, code: "malformed_body", message: message)
    }

    static func badRequest(code: String, _ message: String) -> APIError {
        APIError(status: 400, code: code, message: message)
    }

    static func unauthorized(_ message: String) -> APIError {
        APIError(status: 401, code: "unauthorized", message: message)
    }

    static func invalidCredentials() -> APIError {
        APIError(status: 401, code: "invalid_credentials", message: "The email or password is incorrect.")
    }

    static func privateProfile() -> APIError {
        APIError(status: 403, code: "private", message: "This profile is private.")
    }

    static func notFound(_ message: String) -> APIError {
        APIError(status: 404, code: "not_found", message: message)
    }

    static func methodNotAllowed(allowed: [String]) -> APIError {
        APIError(
            status: 405, code: "method_not_allowed", message: "This path does not accept that method.",
            headers: ["Allow": allowed.joined(separator: ", ")]
        )
    }

    static func conflict(code: String, _ message: String) -> APIError {
        APIError(status: 409, code: code, message: message)
    }

    static func payloadTooLarge(limit: Int) -> APIError {
        APIError(status: 413, code: "payload_too_large", message: "The request body is larger than \(limit) bytes.")
    }

    static func invalid(code: String, _ message: String) -> APIError {
        APIError(status: 422, code: code, message: message)
    }

    static func storageFailed() -> APIError {
        APIError(status: 500, code: "storage_failed", message: "The backend could not save the change; nothing was changed.")
    }

    static func insufficientStorage() -> APIError {
        APIError(
            status: 507, code: "insufficient_storage",
            message: "The backend's disk is full, so it could not save the change; nothing was changed.")
    }

    /// The answer to a change the backend could not save because of `error`: 507 when its disk
    /// is full, so the client can say so, 500 otherwise.
    static func cannotSave(_ error: any Error) -> APIError {
        (error as? StorageError)?.isOutOfSpace == true ? .insufficientStorage() : .storageFailed()
    }

    static func unavailable(_ message: String) -> APIError {
        APIError(status: 503, code: "unavailable", message: message)
    }

    static func maintenance() -> APIError {
        APIError(
            status: 503, code: "maintenance", message: "The service is down for maintenance.",
            headers: ["X-Maintenance": "on"]
        )
    }

    /// The answer of the "fail the next N requests" fault control.
    static func injected(status: Int) -> APIError {
        switch status {
        case 429:
            APIError(status: 429, code: "rate_limited", message: "Too many requests; retry later.", headers: ["Retry-After": "1"])
        case 503:
            .unavailable("The service is temporarily unavailable.")
        default:
            APIError(status: status, code: "injected_failure", message: "The request failed (injected by the dev backend).")
        }
    }
}
