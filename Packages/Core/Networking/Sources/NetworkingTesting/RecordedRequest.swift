import Foundation

/// A request as the ``LoopbackServer`` or the ``StubTransport`` received it.
public struct RecordedRequest: Sendable {
    /// The method, uppercased (`GET`).
    public var method: String
    /// The path without the query (`/v1/notes/n1`).
    public var path: String
    /// Query parameters by name (the last one wins when a name repeats).
    public var query: [String: String]
    /// Header values by lowercased name.
    public var headers: [String: String]
    /// The raw body; empty when there was none.
    public var body: Data

    /// Records a request; header names are lowercased.
    public init(
        method: String, path: String, query: [String: String], headers: [String: String], body: Data
    ) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The token of an `Authorization: Bearer …` header.
    public var bearerToken: String? {
        guard let value = header("Authorization"), value.hasPrefix("Bearer ") else { return nil }
        return String(value.dropFirst("Bearer ".count))
    }

    /// The JSON body decoded the way the backend does (ISO-8601 dates).
    public func decodeBody<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: body)
    }
}
