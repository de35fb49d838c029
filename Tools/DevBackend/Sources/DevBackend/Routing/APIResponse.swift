import Foundation

/// What the backend answers to one request, before it is written to the socket.
struct APIResponse: Equatable {
    let status: Int
    var headers: [String: String]
    let body: Data

    static func json(_ value: some Encodable, status: Int = 200) -> APIResponse {
        do {
            let body = try JSONCoding.encoder().encode(value)
            return APIResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
        } catch {
            return APIResponse(error: APIError(status: 500, code: "encoding_failed", message: "The answer could not be encoded."))
        }
    }

    /// A 200 that claims to be JSON but is cut off mid-object, for the malformed-JSON fault.
    static func malformedJSON() -> APIResponse {
        APIResponse(
            status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"truncated": "#.utf8))
    }

    static func noContent() -> APIResponse {
        APIResponse(status: 204, headers: [:], body: Data())
    }

    init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    init(error: APIError) {
        var response = APIResponse.json(ErrorBody(code: error.code, message: error.message), status: error.status)
        response.headers.merge(error.headers) { _, new in new }
        self = response
    }
}
