import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1

/// One connection of the listener: reads each request whole, has the backend answer it, and
/// writes the answer, keeping the connection alive when the client asked to. A body that passes the
/// limit is answered at once (413) and the connection closed: reading on to the body's end would
/// let a client keep a core busy with a body that has none.
final class APIChannelHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let bodyLimit: Int
    private let handler: Listener.Handler
    private var head: HTTPRequestHead?
    private var body = Data()
    private var isTooLarge = false

    init(bodyLimit: Int, handler: @escaping Listener.Handler) {
        self.bodyLimit = bodyLimit
        self.handler = handler
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = Data()
            isTooLarge = false
        case .body(let part):
            guard let head, !isTooLarge else { return }
            guard body.count + part.readableBytes <= bodyLimit else {
                isTooLarge = true
                body = Data()
                return answer(
                    request(head, body: .tooLarge(limit: bodyLimit)), keepAlive: false, context: context)
            }
            body.append(contentsOf: part.readableBytesView)
        case .end:
            guard let head, !isTooLarge else { return }
            answer(request(head, body: .data(body)), keepAlive: head.isKeepAlive, context: context)
        }
    }

    private func request(_ head: HTTPRequestHead, body: APIRequest.Body) -> APIRequest {
        APIRequest(
            method: head.method.rawValue, target: head.uri, headers: Self.fields(head.headers), body: body)
    }

    /// The header fields as HTTPTypes has them; a name HTTP does not allow is dropped.
    private static func fields(_ headers: HTTPHeaders) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in headers {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        return fields
    }

    private func answer(_ request: APIRequest, keepAlive: Bool, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        let handler = handler
        Task {
            let response = await handler(request)
            bound.eventLoop.execute {
                bound.value.handler.write(response, keepAlive: keepAlive, context: bound.value.context)
            }
        }
    }

    private func write(_ response: APIResponse, keepAlive: Bool, context: ChannelHandlerContext) {
        var headers = HTTPHeaders(response.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        headers.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !response.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: response.body)))), promise: nil)
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.whenComplete { _ in bound.value.close(promise: nil) }
        }
    }
}
