import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns an ``Endpoint`` into the `URLRequest` that goes on the wire.
struct RequestBuilder {
    var baseURL: URL
    var timeout: Duration

    func request<Response>(for endpoint: Endpoint<Response>, token: String?) throws(NetworkError)
        -> URLRequest
    {
        let target = "\(endpoint.method.rawValue) \(endpoint.path)"
        guard endpoint.path.hasPrefix("/"),
            var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else { throw .invalidRequest("\(target): the path must start with /") }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + endpoint.path
        if !endpoint.query.isEmpty {
            components.percentEncodedQuery = endpoint.query
                .map { "\(Self.escape($0.name))=\(Self.escape($0.value ?? ""))" }
                .joined(separator: "&")
        }
        guard let url = components.url else { throw .invalidRequest("\(target): not a valid URL") }

        var request = URLRequest(url: url, timeoutInterval: Self.seconds(endpoint.timeout ?? timeout))
        request.httpMethod = endpoint.method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body = endpoint.body {
            do {
                request.httpBody = try JSONCoding.encoder().encode(body)
            } catch {
                throw .invalidRequest("\(target): the body did not encode")
            }
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, `+` and `&` included.
    private static func escape(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
