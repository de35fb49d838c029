import Foundation
import HTTPTypes

struct RequestBuilder {
    var baseURL: URL

    func request<Response>(for endpoint: Endpoint<Response>, token: String?) throws(NetworkError)
        -> (head: HTTPRequest, body: Data?)
    {
        let target = "\(endpoint.method.rawValue) \(endpoint.path)"
        let origin = try origin()
        guard endpoint.path.hasPrefix("/"), endpoint.path.utf8.allSatisfy(Self.isPathByte) else {
            throw .invalidRequest("\(target): the path must start with / and hold only URL path characters")
        }
        var path = origin.basePath + endpoint.path
        if !endpoint.query.isEmpty {
            path += "?" + endpoint.query.map { "\(Self.escape($0.name))=\(Self.escape($0.value ?? ""))" }
                .joined(separator: "&")
        }
        var fields = HTTPFields()
        fields[.accept] = "application/json"
        fields[.acceptEncoding] = "identity"
        if let token {
            fields[.authorization] = "Bearer \(token)"
        }
        var body: Data?
        if let payload = endpoint.body {
            do {
                body = try JSONCoding.encoder().encode(payload)
            } catch {
                throw .invalidRequest("\(target): the body did not encode")
            }
            fields[.contentType] = "application/json"
        }
        let head = HTTPRequest(
            method: HTTPRequest.Method(endpoint.method.rawValue) ?? .get, scheme: origin.scheme,
            authority: origin.authority, path: path, headerFields: fields)
        return (head, body)
    }

    func origin() throws(NetworkError) -> (scheme: String, authority: String, basePath: String) {
        guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = baseURL.host, !host.isEmpty, baseURL.user == nil, baseURL.password == nil,
            baseURL.query == nil, baseURL.fragment == nil
        else { throw .invalidRequest("the API base URL must be http(s)://host[:port][/path] with nothing else") }
        guard baseURL.port.map({ (1...65_535).contains($0) }) ?? true else {
            throw .invalidRequest("the API base URL's port must be from 1 to 65535")
        }
        guard scheme == "https" || Self.isLoopback(host) else {
            throw .invalidRequest("plain http is for a loopback address only (127.0.0.1, ::1, localhost)")
        }
        let bracketed = host.contains(":") ? "[\(host)]" : host
        let authority = baseURL.port.map { "\(bracketed):\($0)" } ?? bracketed
        // As written: decoded, a `%20` or `%0A` would put a space or line break in the request line.
        let path = baseURL.path(percentEncoded: true)
        guard path.utf8.allSatisfy(Self.isPathByte) else {
            throw .invalidRequest("the API base URL's path must hold only URL path characters")
        }
        let basePath = path.hasSuffix("/") ? String(path.dropLast()) : path
        return (scheme, authority, basePath)
    }

    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// RFC 3986 `pchar`s, `/` and percent signs: no space, query, fragment or control byte.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-._~!$&'()*+,;=:@/%".utf8.contains(byte)
        }
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, `+` and `&` included.
    private static func escape(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
