import Foundation
import Testing

/// An answer a test scripts for a route: a well-formed one by default, or a hostile one.
public struct ScriptedResponse: Sendable {
    /// How the loopback server puts the answer on the wire.
    public enum Delivery: Sendable {
        case whole
        /// `body` repeated until `total` bytes went out or the client went away, chunked or not.
        case streamed(total: Int, chunked: Bool)
        /// A `Content-Length` of `declaredLength`, then `body`, then nothing: a body that never finishes.
        case stalled(declaredLength: Int)
        /// `body` exactly as given, head included: whatever a broken or hostile server writes.
        case raw
        /// `body` as given, head included, repeated until `total` bytes went out or the client went away.
        case rawRepeated(total: Int)
        /// No answer at all: the connection is closed, as a server closes one it took for idle.
        case hangUp
    }

    /// The HTTP status code.
    public var status: Int
    /// Response headers by name.
    public var headers: [String: String]
    /// The raw body (for ``Delivery/raw``, the whole answer).
    public var body: Data
    /// How the loopback server sends it.
    public var delivery: Delivery

    /// An answer with exactly these parts.
    public init(
        status: Int, headers: [String: String] = [:], body: Data = Data(), delivery: Delivery = .whole
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
    }

    /// A JSON body encoded the way the backend does (camelCase keys, ISO-8601 dates).
    public static func json(_ value: some Encodable, status: Int = 200, headers: [String: String] = [:])
        -> Self
    {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        do {
            return jsonBody(try encoder.encode(value), status: status, headers: headers)
        } catch {
            Issue.record("ScriptedResponse.json could not encode \(type(of: value)): \(error)")
            return Self(status: 599)
        }
    }

    /// A body sent as JSON exactly as given, well-formed or not.
    public static func json(raw text: String, status: Int = 200, headers: [String: String] = [:]) -> Self {
        jsonBody(Data(text.utf8), status: status, headers: headers)
    }

    /// A status with an empty body, such as 204 or a bare 500.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> Self {
        Self(status: status, headers: headers)
    }

    /// The backend's error shape, `{code, message}`.
    public static func error(
        _ status: Int, code: String, message: String = "scripted error", headers: [String: String] = [:]
    ) -> Self {
        json(["code": code, "message": message], status: status, headers: headers)
    }

    /// What the backend answers while down for maintenance.
    public static let maintenance = error(
        503, code: "maintenance", message: "Down for maintenance", headers: ["X-Maintenance": "on"])

    /// A redirect to `location`, with a JSON body as an API that redirects might send.
    public static func redirect(_ status: Int, to location: String) -> Self {
        json(raw: #"{"moved": true}"#, status: status, headers: ["Location": location])
    }

    /// A JSON-typed 200 whose chunked body goes on until the client goes away (or `total` bytes).
    public static func endless(total: Int = 1 << 30, chunkSize: Int = 64 << 10) -> Self {
        Self(
            status: 200, headers: ["Content-Type": "application/json"],
            body: Data(repeating: UInt8(ascii: " "), count: chunkSize),
            delivery: .streamed(total: total, chunked: true))
    }

    /// A JSON-typed 200 with a `Content-Length` of `length` bytes of whitespace.
    public static func large(_ length: Int) -> Self {
        Self(
            status: 200, headers: ["Content-Type": "application/json"], body: spaces,
            delivery: .streamed(total: length, chunked: false))
    }

    private static let spaces = Data(repeating: UInt8(ascii: " "), count: 64 << 10)

    /// A JSON-typed 200 that promises `declaredLength` bytes, sends `body` and then stalls.
    public static func stalled(after body: Data = Data("{".utf8), declaredLength: Int = 1 << 20) -> Self {
        Self(
            status: 200, headers: ["Content-Type": "application/json"], body: body,
            delivery: .stalled(declaredLength: declaredLength))
    }

    /// A gzip-encoded JSON-typed 200, sent unasked, that inflates to `inflatedSize` zero bytes.
    public static func gzipBomb(inflatedSize: Int) -> Self {
        Self(
            status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
            body: GzipBomb.zeros(count: inflatedSize))
    }

    /// No answer: the server closes the connection once the request has arrived.
    public static let hangUp = Self(status: 0, delivery: .hangUp)

    /// An answer as raw bytes, head included, written as they are.
    public static func raw(_ text: String) -> Self {
        Self(status: 0, body: Data(text.utf8), delivery: .raw)
    }

    /// Interim answers (`100 Continue`) until the client goes away (or `total` bytes).
    public static func endlessInterimAnswers(total: Int = 1 << 30) -> Self {
        let interim = String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 1_000)
        return Self(status: 0, body: Data(interim.utf8), delivery: .rawRepeated(total: total))
    }

    private static func jsonBody(_ data: Data, status: Int, headers: [String: String]) -> Self {
        var headers = headers
        if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        return Self(status: status, headers: headers, body: data)
    }
}
