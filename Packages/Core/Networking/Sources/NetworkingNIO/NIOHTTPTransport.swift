import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOPosix
import Networking

/// The live ``/Networking/HTTPTransport`` on Linux: HTTP/1.1, plain or over TLS, on SwiftNIO.
public struct NIOHTTPTransport: HTTPTransport {
    private let group: any EventLoopGroup
    private let connectTimeout: TimeAmount
    private let tls: (any TLSConnector)?
    private let pool: ConnectionPool
    private let stalls = HandshakeStalls()
    private let allowsPlainHTTP: @Sendable (SocketAddress) -> Bool

    /// A transport on `group` (the process's shared event loops unless given); `connectTimeout`
    /// bounds the connection, and then the secure handshake on it.
    public init(
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        connectTimeout: Duration = .seconds(10),
        tls: (any TLSConnector)? = nil
    ) {
        self.init(group: group, connectTimeout: connectTimeout, tls: tls, pool: ConnectionPool())
    }

    init(
        group: any EventLoopGroup, connectTimeout: Duration, tls: (any TLSConnector)?, pool: ConnectionPool,
        allowsPlainHTTP: @escaping @Sendable (SocketAddress) -> Bool = { $0.isLoopback }
    ) {
        self.group = group
        let (seconds, attoseconds) = connectTimeout.components
        self.connectTimeout = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        self.tls = tls
        self.pool = pool
        self.allowsPlainHTTP = allowsPlainHTTP
    }

    public func send(_ request: HTTPRequest, body: Data?, bodyLimit: Int) async throws(TransportError)
        -> HTTPAnswer
    {
        let origin = try Origin(request)
        if origin.isTLS, tls == nil { throw .unsupported("https: this transport was given no TLS") }
        let head = Self.head(of: request, bodySize: body?.count)
        let exchange = (head: head, body: body.map { ByteBuffer(bytes: $0) }, bodyLimit: bodyLimit)
        if Task.isCancelled { throw .cancelled }
        if let kept = pool.take(origin) {
            do {
                return try await send(exchange, on: kept, to: origin)
            } catch {
                // Closed as idle by the server while the request was under way: an idempotent one goes again.
                guard case .closedBeforeAnswer = error, request.method.isIdempotent else { throw error.transportError }
            }
        }
        let channel = try await connect(to: origin)
        do {
            return try await send(exchange, on: channel, to: origin)
        } catch {
            throw error.transportError
        }
    }

    private func send(
        _ exchange: (head: HTTPRequestHead, body: ByteBuffer?, bodyLimit: Int), on channel: any Channel,
        to origin: Origin
    ) async throws(SendFailure) -> HTTPAnswer {
        let answer = channel.eventLoop.makePromise(of: ExchangeResult.self)
        channel.writeAndFlush(
            Exchange(head: exchange.head, body: exchange.body, bodyLimit: exchange.bodyLimit, answer: answer),
            promise: nil)
        let result: ExchangeResult
        do {
            result = try await withTaskCancellationHandler {
                try await answer.futureResult.get()
            } onCancel: {
                answer.fail(TransportError.cancelled)
                channel.close(promise: nil)
            }
        } catch ExchangeFailure.closedBeforeAnswer {
            throw Task.isCancelled ? .transport(.cancelled) : .closedBeforeAnswer
        } catch let error as TransportError {
            throw .transport(error)
        } catch {
            throw .transport(.connectionLost)
        }
        if result.connectionStaysOpen {
            pool.keep(channel, for: origin)
        }
        return result.answer
    }

    private func connect(to origin: Origin) async throws(TransportError) -> any Channel {
        let tls = origin.isTLS ? tls : nil
        if tls != nil, stalls.isQuiet(origin) { throw .untrusted(.handshakeStalled) }
        let ready = group.next().makePromise(of: Void.self)
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: group)
                .connectTimeout(connectTimeout)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try Self.configure(channel, for: origin, tls: tls, ready: ready)
                    }
                }
                .connect(host: origin.host, port: origin.port).get()
        } catch {
            let failure: TransportError =
                Self.isOutOfDescriptors(error) ? .tooManyOpenFiles : (error as? TransportError) ?? .cannotConnect
            ready.fail(failure)
            throw Task.isCancelled ? .cancelled : failure
        }
        let pool = pool
        channel.closeFuture.whenComplete { _ in pool.remove(channel, from: origin) }
        if !origin.isTLS, !(channel.remoteAddress.map(allowsPlainHTTP) ?? false) {
            channel.close(promise: nil)
            throw .untrusted(.plainHTTPOffLoopback)
        }
        let handshakeLimit = tls.map { _ in
            channel.eventLoop.scheduleTask(in: connectTimeout) {
                ready.fail(TransportError.untrusted(.handshakeStalled))
            }
        }
        defer { handshakeLimit?.cancel() }
        do {
            try await withTaskCancellationHandler {
                try await ready.futureResult.get()
            } onCancel: {
                ready.fail(TransportError.cancelled)
                channel.close(promise: nil)
            }
        } catch let error as TransportError {
            channel.close(promise: nil)
            if error == .untrusted(.handshakeStalled) { stalls.note(origin, for: connectTimeout) }
            throw error
        } catch {
            channel.close(promise: nil)
            throw .cannotConnect
        }
        return channel
    }

    private static func configure(
        _ channel: any Channel, for origin: Origin, tls: (any TLSConnector)?, ready: EventLoopPromise<Void>
    ) throws {
        let pipeline = channel.pipeline.syncOperations
        try tls?.addTLS(to: pipeline, serverName: origin.serverName)
        let decoder = HTTPResponseDecoder(leftOverBytesStrategy: .dropBytes, informationalResponseStrategy: .forward)
        try pipeline.addHandlers([
            HTTPRequestEncoder(), ByteToMessageHandler(decoder), NIOHTTPRequestHeadersValidator(),
            ExchangeHandler(ready: ready, tls: tls),
        ])
    }

    private static func isOutOfDescriptors(_ error: any Error) -> Bool {
        if let error = error as? IOError { return error.errnoCode == EMFILE || error.errnoCode == ENFILE }
        if let error = error as? NIOConnectionError {
            return error.connectionErrors.contains { isOutOfDescriptors($0.error) }
        }
        return false
    }

    private static func head(of request: HTTPRequest, bodySize: Int?) -> HTTPRequestHead {
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: request.authority ?? "")
        for field in request.headerFields {
            headers.add(name: field.name.rawName, value: field.value)
        }
        headers.replaceOrAdd(name: "Content-Length", value: String(bodySize ?? 0))
        return HTTPRequestHead(
            version: .http1_1, method: NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue),
            uri: request.path ?? "/", headers: headers)
    }
}

private enum SendFailure: Error {
    case closedBeforeAnswer
    case transport(TransportError)

    var transportError: TransportError {
        switch self {
        case .closedBeforeAnswer: .connectionLost
        case .transport(let error): error
        }
    }
}

extension HTTPRequest.Method {
    fileprivate var isIdempotent: Bool {
        [.get, .head, .put, .delete, .options, .trace].contains(self)
    }
}
