import Foundation
import HTTPTypes

struct ServerAnswer: Sendable {
    var head: HTTPResponse
    var body: Data

    var status: Int { head.status.code }

    func failure(expectingJSON expectsJSON: Bool) -> NetworkError? {
        if let encoding = head.headerFields[.contentEncoding], encoding.lowercased() != "identity" {
            return .invalidResponse("a body encoded as \(ServerText.line(encoding, limit: 40)), which was not asked for")
        }
        switch status {
        case 200..<300:
            guard expectsJSON, !isJSON else { return nil }
            return .invalidResponse("expected JSON, got \(contentTypeDescription)")
        case 300..<400: return .redirected(status: status)
        case 401: return .unauthorized
        case 503 where isMaintenance: return .maintenance
        default: return .http(status: status, summary: summary)
        }
    }

    var retryAfter: String? { head.headerFields[.retryAfter] }

    private var isMaintenance: Bool {
        errorBody?.code == "maintenance" || head.headerFields[Self.maintenance]?.lowercased() == "on"
    }

    private var isJSON: Bool {
        guard let type = mediaType else { return false }
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    private var mediaType: String? {
        head.headerFields[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
    }

    private var contentTypeDescription: String {
        mediaType.map { ServerText.line($0, limit: 60) } ?? "no content type"
    }

    private var errorBody: ServerErrorBody? {
        isJSON ? ServerErrorBody(body) : nil
    }

    private var summary: String {
        if let error = errorBody {
            let code = ServerText.line(error.code, limit: 64)
            return error.message.map { "\(code): \(ServerText.line($0))" } ?? code
        }
        return body.isEmpty ? "no body" : "a body of \(body.count) bytes, \(contentTypeDescription)"
    }

    private static let maintenance = HTTPField.Name("X-Maintenance")!
}
