import Foundation

/// One API call, typed: what to send, how to treat it, and what its answer decodes to.
public struct Endpoint<Response: Sendable>: Sendable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path below the client's base URL, starting with `/` (for example `/v1/me/profile`).
    public var path: String
    /// Query parameters, fully percent-encoded when sent (`+` and `&` included).
    public var query: [URLQueryItem]
    /// Sent as JSON (camelCase keys, ISO-8601 dates).
    public var body: (any Encodable & Sendable)?
    /// Whether the request carries the bearer token; a 401 then triggers one token refresh.
    public var requiresAuthentication: Bool
    /// Whether the request may be sent again after a transient failure.
    public var isIdempotent: Bool
    /// How long to wait for an answer; `nil` uses the client's default.
    public var timeout: Duration?
    /// The most bytes of body to accept.
    public var bodyLimit: Int?

    let expectsJSON: Bool
    let decode: @Sendable (Data) throws(NetworkError) -> Response
}

extension Endpoint where Response: Decodable {
    /// An endpoint whose successful answer is JSON decoding to `Response`.
    public init(
        method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        body: (any Encodable & Sendable)? = nil,
        requiresAuthentication: Bool = true,
        isIdempotent: Bool? = nil,
        timeout: Duration? = nil,
        bodyLimit: Int? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.requiresAuthentication = requiresAuthentication
        self.isIdempotent = isIdempotent ?? method.isIdempotent
        self.timeout = timeout
        self.bodyLimit = bodyLimit
        self.expectsJSON = true
        self.decode = { data throws(NetworkError) in try JSONCoding.decode(Response.self, from: data) }
    }
}

extension Endpoint where Response == Void {
    /// An endpoint whose successful answer has no content worth reading: any 2xx succeeds.
    public init(
        method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        body: (any Encodable & Sendable)? = nil,
        requiresAuthentication: Bool = true,
        isIdempotent: Bool? = nil,
        timeout: Duration? = nil,
        bodyLimit: Int? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.requiresAuthentication = requiresAuthentication
        self.isIdempotent = isIdempotent ?? method.isIdempotent
        self.timeout = timeout
        self.bodyLimit = bodyLimit
        self.expectsJSON = false
        self.decode = { _ in }
    }
}
