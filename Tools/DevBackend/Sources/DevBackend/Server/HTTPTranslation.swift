import FlyingFox
import Foundation

extension APIRequest {
    /// Reads a FlyingFox request, body included. The whole body is always drained off the
    /// connection, but only up to `bodyLimit` bytes are kept.
    static func read(_ request: HTTPRequest, bodyLimit: Int) async -> APIRequest {
        APIRequest(
            method: request.method.rawValue.uppercased(),
            path: request.path,
            query: request.query.map { (name: $0.name, value: $0.value) },
            authorization: request.headers[.authorization],
            body: await readBody(request.bodySequence, limit: bodyLimit)
        )
    }

    private static func readBody(_ sequence: HTTPBodySequence, limit: Int) async -> Body {
        var data = Data()
        var isTooLarge = false
        do {
            for try await chunk in sequence {
                if isTooLarge || data.count + chunk.count > limit {
                    isTooLarge = true
                    data = Data()
                } else {
                    data.append(chunk)
                }
            }
        } catch {
            // The client went away mid-body: nobody reads the answer, and an empty body is a 400.
            return .data(Data())
        }
        return isTooLarge ? .tooLarge(limit: limit) : .data(data)
    }
}

extension APIResponse {
    var httpResponse: HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in self.headers {
            headers[HTTPHeader(name)] = value
        }
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: Self.phrase(for: status)), headers: headers, body: body)
    }

    private static func phrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Payload Too Large"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: status < 500 ? "Client Error" : "Server Error"
        }
    }
}
