import HTTPTypes
import NIOCore
import Networking

struct Origin: Hashable, Sendable {
    var isTLS: Bool
    var host: String
    var port: Int

    init(_ request: HTTPRequest) throws(TransportError) {
        switch request.scheme?.lowercased() {
        case "http": isTLS = false
        case "https": isTLS = true
        case let other: throw .unsupported("\(other ?? "no scheme"): this transport speaks http and https only")
        }
        guard let authority = request.authority else { throw .unsupported("no host and port to connect to") }
        var rest = Substring(authority)
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw .unsupported("no host and port to connect to") }
            host = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        } else {
            let colon = rest.lastIndex(of: ":") ?? rest.endIndex
            host = String(rest[..<colon])
            rest = rest[colon...]
        }
        if rest.isEmpty {
            port = isTLS ? 443 : 80
        } else {
            guard rest.hasPrefix(":"), let port = Int(rest.dropFirst()), (1...65535).contains(port) else {
                throw .unsupported("no host and port to connect to")
            }
            self.port = port
        }
        if host.isEmpty { throw .unsupported("no host and port to connect to") }
    }

    /// The name for TLS's server name indication: the host, unless it is an IP address.
    var serverName: String? {
        (try? SocketAddress(ipAddress: host, port: 0)) == nil ? host : nil
    }
}
