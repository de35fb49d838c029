import Foundation
import NIOCore
import NIOHTTP1

final class LoopbackHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = ByteBuffer

    private let script: RequestScript
    private let connections: LoopbackConnections
    private let keepsConnectionsAlive: Bool
    private var head: HTTPRequestHead?
    private var body = Data()
    private var requestKeepsAlive = false

    init(script: RequestScript, connections: LoopbackConnections, keepsConnectionsAlive: Bool) {
        self.script = script
        self.connections = connections
        self.keepsConnectionsAlive = keepsConnectionsAlive
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = Data()
        case .body(var chunk):
            body.append(contentsOf: chunk.readBytes(length: chunk.readableBytes) ?? [])
        case .end:
            guard let head else { return }
            requestKeepsAlive = head.isKeepAlive
            answer(record(head), context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError, context.channel.isActive else { return context.close(promise: nil) }
        send(Self.head(400, ["Content-Length": "0"]), context: context, thenClose: true)
    }

    private func record(_ head: HTTPRequestHead) -> RecordedRequest {
        let components = URLComponents(string: head.uri)
        let query = (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
        return RecordedRequest(
            method: head.method.rawValue,
            path: components?.path ?? head.uri,
            query: Dictionary(query, uniquingKeysWith: { $1 }),
            headers: Dictionary(
                head.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
            body: body)
    }

    private func answer(_ request: RecordedRequest, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        let script = script
        connections.prepareAnswer {
            // An unscripted request fails the test when the server stops, in the test's own task.
            let response = await script.answer(request) ?? ScriptedResponse(status: 501)
            bound.eventLoop.execute {
                bound.value.handler.write(response, context: bound.value.context)
            }
        }
    }

    private func write(_ response: ScriptedResponse, context: ChannelHandlerContext) {
        switch response.delivery {
        case .whole:
            var headers = response.headers
            headers["Content-Length"] = String(response.body.count)
            let staysOpen = keepsConnectionsAlive && requestKeepsAlive
            send(
                Self.head(response.status, headers, keepAlive: staysOpen) + response.body, context: context,
                thenClose: !staysOpen)
        case .hangUp:
            context.close(promise: nil)
        case .raw:
            send(response.body, context: context, thenClose: true)
        case .rawRepeated(let total):
            pump(response.body, remaining: total, chunked: false, context: context)
        case .stalled(let declaredLength):
            var headers = response.headers
            headers["Content-Length"] = String(declaredLength)
            send(Self.head(response.status, headers) + response.body, context: context, thenClose: false)
        case .streamed(let total, let chunked):
            var headers = response.headers
            if chunked {
                headers["Transfer-Encoding"] = "chunked"
            } else {
                headers["Content-Length"] = String(total)
            }
            send(Self.head(response.status, headers), context: context, thenClose: false)
            pump(response.body, remaining: total, chunked: chunked, context: context)
        }
    }

    private func pump(_ body: Data, remaining: Int, chunked: Bool, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        guard remaining > 0 else {
            return send(Data((chunked ? "0\r\n\r\n" : "").utf8), context: context, thenClose: true)
        }
        let part = body.prefix(remaining)
        var bytes = chunked ? Data("\(String(part.count, radix: 16))\r\n".utf8) : Data()
        bytes.append(part)
        if chunked { bytes.append(Data("\r\n".utf8)) }
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        let connections = connections
        let size = bytes.count
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(bytes: bytes))).whenComplete { result in
            guard case .success = result else { return bound.value.context.close(promise: nil) }
            connections.countSent(size)
            // A later turn of the loop, so that writes completing at once never nest.
            bound.eventLoop.execute {
                bound.value.handler.pump(
                    body, remaining: remaining - part.count, chunked: chunked, context: bound.value.context)
            }
        }
    }

    private func send(_ bytes: Data, context: ChannelHandlerContext, thenClose: Bool) {
        connections.countSent(bytes.count)
        let written = context.writeAndFlush(wrapOutboundOut(ByteBuffer(bytes: bytes)))
        if thenClose {
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.whenComplete { _ in bound.value.close(promise: nil) }
        }
    }

    private static func head(_ status: Int, _ headers: [String: String], keepAlive: Bool = false) -> Data {
        var text = "HTTP/1.1 \(status) Scripted\r\n" + (keepAlive ? "" : "Connection: close\r\n")
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            text += "\(name): \(value)\r\n"
        }
        return Data((text + "\r\n").utf8)
    }
}
