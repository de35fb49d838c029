import Foundation
import Testing

/// An answer a test scripts for a route of the ``LoopbackServer`` or the ``StubTransport``.
public struct ScriptedResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Response headers by name.
    public var headers: [String: String]
    /// The raw body.
    public var body: Data

    /// An answer with exactly these parts.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
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

    private static func jsonBody(_ data: Data, status: Int, headers: [String: String]) -> Self {
        var headers = headers
        if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        return Self(status: status, headers: headers, body: data)
    }
}
