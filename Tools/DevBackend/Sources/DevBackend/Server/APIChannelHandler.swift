import Foundation
import NIOCore
import NIOHTTP1

/// One connection of the listener: reads each request whole (its body up to the limit, the rest
/// drained), has the backend answer it, and writes the answer, keeping the connection alive when
/// the client asked to.
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
        case .body(var chunk):
            guard !isTooLarge else { return }
            guard body.count + chunk.readableBytes <= bodyLimit else {
                isTooLarge = true
                body = Data()
                return
            }
            body.append(contentsOf: chunk.readBytes(length: chunk.readableBytes) ?? [])
        case .end:
            guard let head else { return }
            let request = APIRequest(
                method: head.method.rawValue, target: head.uri, authorization: head.headers.first(name: "Authorization"),
                body: isTooLarge ? .tooLarge(limit: bodyLimit) : .data(body))
            answer(request, keepAlive: head.isKeepAlive, context: context)
        }
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
