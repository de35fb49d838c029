import Foundation
import HTTPTypes

/// One request as the handlers see it: already read off the socket, body included.
struct APIRequest {
    /// The body as received, or `tooLarge` when it went past `limit` bytes.
    enum Body {
        case data(Data)
        case tooLarge(limit: Int)

        /// `data`, or `tooLarge` when it has more than `limit` bytes.
        init(_ data: Data, limit: Int) {
            self = data.count > limit ? .tooLarge(limit: limit) : .data(data)
        }
    }

    let method: String
    let path: String
    /// Query items by name; the first of repeated names wins, and empty values count as absent.
    let query: [String: String]
    /// The header fields as received: the bearer token, and the caller's trace context.
    let headers: HTTPFields
    let body: Body

    init(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: HTTPFields = [:],
        body: Body = .data(Data())
    ) {
        self.method = method
        self.path = path
        var items: [String: String] = [:]
        for item in query where !item.value.isEmpty && items[item.name] == nil {
            items[item.name] = item.value
        }
        self.query = items
        self.headers = headers
        self.body = body
    }

    /// A request for `target`: a path with an optional query, as on the request line.
    init(method: String, target: String, headers: HTTPFields, body: Body) {
        let components = URLComponents(string: target)
        self.init(
            method: method.uppercased(),
            path: components?.path ?? target,
            query: (components?.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") },
            headers: headers,
            body: body)
    }

    /// The value of the `Authorization` field.
    var authorization: String? {
        headers[.authorization]
    }

    /// The token of an `Authorization: Bearer <token>` header, if there is one.
    var bearerToken: String? {
        guard let authorization else { return nil }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].caseInsensitiveCompare("Bearer") == .orderedSame else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}
