import Foundation

/// What a handler is given besides the data: the request, its path parameters, the time and,
/// on bearer routes, who is calling.
struct RequestContext {
    /// The signed-in caller of a bearer route.
    struct Caller {
        let userID: String
        let sessionID: String
    }

    let request: APIRequest
    let parameters: [String: String]
    let now: Date
    let accessTokenLifetime: TimeInterval

    /// The path parameter `name`; the router only matches when every parameter is present.
    func parameter(_ name: String) -> String {
        parameters[name] ?? ""
    }

    /// Decodes the JSON body, answering 400 when it is missing, not JSON or of the wrong shape,
    /// and 413 when it was too large to keep.
    func body<T: Decodable>(_ type: T.Type) throws(APIError) -> T {
        let data: Data
        switch request.body {
        case .data(let received): data = received
        case .tooLarge(let limit): throw .payloadTooLarge(limit: limit)
        }
        guard !data.isEmpty else {
            throw .malformedBody("The request needs a JSON body.")
        }
        do {
            return try JSONCoding.decoder().decode(T.self, from: data)
        } catch DecodingError.keyNotFound(let key, _) {
            throw .malformedBody("The body is missing the field \(key.stringValue).")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw .malformedBody("The body has a value of the wrong type in \(Self.field(of: context.codingPath)).")
        } catch {
            throw .malformedBody("The body is not valid JSON of the expected shape.")
        }
    }

    /// Names only the top-level field: deeper keys may be the client's own (analytics properties).
    private static func field(of path: [any CodingKey]) -> String {
        path.first.map { "the field \($0.stringValue)" } ?? "the top level"
    }
}
