import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One answer off the wire, before its status is interpreted.
struct RawResponse: Sendable {
    var status: Int
    var body: Data
    var retryAfter: String?
    var maintenanceHeader: String?

    init(body: Data, response: HTTPURLResponse) {
        self.status = response.statusCode
        self.body = body
        self.retryAfter = response.value(forHTTPHeaderField: "Retry-After")
        self.maintenanceHeader = response.value(forHTTPHeaderField: "X-Maintenance")
    }

    var isSuccess: Bool { (200..<300).contains(status) }

    /// A 503 that says the backend is down for maintenance (error code or `X-Maintenance: on`).
    var isMaintenance: Bool {
        status == 503
            && (ServerErrorBody(body)?.code == "maintenance"
                || maintenanceHeader?.lowercased() == "on")
    }

    /// The failure this answer stands for; only meaningful when it is not a success.
    var error: NetworkError {
        switch status {
        case 401: .unauthorized
        case 503 where isMaintenance: .maintenance
        default: .http(status: status, summary: summary)
        }
    }

    /// The error body in a line: `code: message` when it is the backend's JSON, else its start.
    private var summary: String {
        if let error = ServerErrorBody(body) {
            return [error.code, error.message].compactMap { $0 }.joined(separator: ": ")
        }
        let text = String(decoding: body.prefix(200), as: UTF8.self)
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.isEmpty ? "no body" : text
    }
}
