import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOPosix
import Networking

/// The live ``/Networking/HTTPTransport`` on Linux: HTTP/1.1 on SwiftNIO's shared event loops,
/// one connection per request. A request that waits costs no CPU (Foundation's URL loading on Linux
/// spins a core while it waits).
///
/// It follows no redirect, asks for no compression and inflates nothing, reads a body only up to
/// its limit, and turns any answer it cannot read (a malformed head, a head too large, a status
/// outside 100–999, a protocol switch, more than five interim answers) into
/// ``/Networking/TransportError/malformedAnswer(_:)``: no server can make it trap. Plain `http`
/// only: an `https` API needs a TLS handler in the pipeline, which this reference app, talking to
/// its own backend on loopback, does not carry.
public struct NIOHTTPTransport: HTTPTransport {
    private let group: any EventLoopGroup
    private let connectTimeout: TimeAmount

    /// A transport on `group` (the process's shared event loops unless given), giving up on a
    /// connection that is not made within `connectTimeout`.
    public init(
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        connectTimeout: Duration = .seconds(10)
    ) {
        self.group = group
        self.connectTimeout = .nanoseconds(Int64(connectTimeout.components.seconds) * 1_000_000_000)
    }

    /// Sends `request` over a new connection and returns the answer, reading at most `bodyLimit`
    /// bytes of its body; `http` only.
    public func send(_ request: HTTPRequest, body: Data?, bodyLimit: Int) async throws(TransportError)
        -> HTTPAnswer
    {
        guard request.scheme == "http" else {
            throw .unsupported(
                "\(request.scheme ?? "no scheme"): this transport speaks plain HTTP only (no TLS)")
        }
        guard let authority = request.authority, let target = Target(authority: authority) else {
            throw .unsupported("no host and port to connect to")
        }
        if Task.isCancelled { throw .cancelled }
        let exchange = group.next().makePromise(of: HTTPAnswer.self)
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: group)
                .connectTimeout(connectTimeout)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        // What `addHTTPClientHandlers()` adds, with interim answers forwarded.
                        let decoder = HTTPResponseDecoder(
                            leftOverBytesStrategy: .dropBytes, informationalResponseStrategy: .forward)
                        try channel.pipeline.syncOperations.addHandlers([
                            HTTPRequestEncoder(), ByteToMessageHandler(decoder),
                            NIOHTTPRequestHeadersValidator(),
                            ExchangeHandler(bodyLimit: bodyLimit, answer: exchange),
                        ])
                    }
                }
                .connect(host: target.host, port: target.port).get()
        } catch {
            let failure = Self.isOutOfDescriptors(error) ? TransportError.tooManyOpenFiles : .cannotConnect
            exchange.fail(failure)
            throw Task.isCancelled ? .cancelled : failure
        }
        channel.write(
            HTTPClientRequestPart.head(Self.head(of: request, authority: authority, bodySize: body?.count)),
            promise: nil)
        if let body, !body.isEmpty {
            channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil)
        }
        channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
        do {
            return try await withTaskCancellationHandler {
                try await exchange.futureResult.get()
            } onCancel: {
                exchange.fail(TransportError.cancelled)
                channel.close(promise: nil)
            }
        } catch let error as TransportError {
            throw error
        } catch {
            throw .connectionLost
        }
    }

    /// Whether making the connection failed for want of a file descriptor in the process (or the
    /// system), rather than anything about the server.
    private static func isOutOfDescriptors(_ error: any Error) -> Bool {
        if let error = error as? IOError { return error.errnoCode == EMFILE || error.errnoCode == ENFILE }
        // Each address tried, as SwiftNIO's connector reports them.
        if let error = error as? NIOConnectionError {
            return error.connectionErrors.contains { isOutOfDescriptors($0.error) }
        }
        return false
    }

    private static func head(of request: HTTPRequest, authority: String, bodySize: Int?) -> HTTPRequestHead {
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: authority)
        for field in request.headerFields {
            headers.add(name: field.name.rawName, value: field.value)
        }
        headers.replaceOrAdd(name: "Connection", value: "close")
        headers.replaceOrAdd(name: "Content-Length", value: String(bodySize ?? 0))
        return HTTPRequestHead(
            version: .http1_1, method: NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue),
            uri: request.path ?? "/", headers: headers)
    }
}

/// A host and port read from an authority: `host`, `host:port` or `[v6]:port`; port 80 if none.
private struct Target {
    var host: String
    var port: Int

    init?(authority: String) {
        var rest = Substring(authority)
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            host = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        } else {
            let colon = rest.lastIndex(of: ":") ?? rest.endIndex
            host = String(rest[..<colon])
            rest = rest[colon...]
        }
        if rest.isEmpty {
            port = 80
        } else {
            guard rest.hasPrefix(":"), let port = Int(rest.dropFirst()), (1...65535).contains(port) else {
                return nil
            }
            self.port = port
        }
        if host.isEmpty { return nil }
    }
}
