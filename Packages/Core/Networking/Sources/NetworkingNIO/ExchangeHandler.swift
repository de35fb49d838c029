import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOTLS
import Networking

/// The last handler of a connection: tells when it is ready, then carries one ``Exchange`` at a time.
final class ExchangeHandler: ChannelDuplexHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundIn = Exchange
    typealias OutboundOut = HTTPClientRequestPart

    /// How many interim answers may come before the real one: as many as Go's HTTP client allows.
    static let interimAnswerLimit = 5
    /// How many parts a body may come in before they must average `minimumAveragePartSize` bytes,
    /// so a body chunked a byte at a time cannot cost a parse per byte.
    static let bodyPartAllowance = 4_096
    static let minimumAveragePartSize = 16

    private let ready: EventLoopPromise<Void>
    private let tls: (any TLSConnector)?
    private var waitsForTLS: Bool { tls != nil }
    private var isReady = false
    private var isClosed = false
    private var current: Exchange?
    private var interimAnswers = 0
    private var bodyParts = 0
    private var head: HTTPResponseHead?
    private var body = Data()

    init(ready: EventLoopPromise<Void>, tls: (any TLSConnector)?) {
        self.ready = ready
        self.tls = tls
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive, !waitsForTLS { becomeReady() }
    }

    func channelActive(context: ChannelHandlerContext) {
        if !waitsForTLS { becomeReady() }
        context.fireChannelActive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .handshakeCompleted = event as? TLSUserEvent { becomeReady() }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let exchange = unwrapOutboundIn(data)
        guard isReady, !isClosed, current == nil else {
            exchange.answer.fail(ExchangeFailure.closedBeforeAnswer)
            promise?.fail(ExchangeFailure.closedBeforeAnswer)
            return
        }
        current = exchange
        interimAnswers = 0
        bodyParts = 0
        head = nil
        body = Data()
        context.write(wrapOutboundOut(.head(exchange.head)), promise: nil)
        if let requestBody = exchange.body, requestBody.readableBytes > 0 {
            context.write(wrapOutboundOut(.body(.byteBuffer(requestBody))), promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: promise)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard let exchange = current else {
            return close(context: context)
        }
        switch unwrapInboundIn(data) {
        case .head(let received):
            switch received.status.code {
            case 100..<200 where received.status != .switchingProtocols:
                interimAnswers += 1
                guard interimAnswers > Self.interimAnswerLimit else { return }  // the real one follows
                let reason = "more than \(Self.interimAnswerLimit) interim (1xx) answers"
                fail(.malformedAnswer(reason), context: context)
            case 200...999 where received.status != .switchingProtocols:
                head = received
            default:
                fail(.malformedAnswer("status \(received.status.code)"), context: context)
            }
        case .body(let part):
            guard body.count + part.readableBytes <= exchange.bodyLimit else {
                return fail(.bodyTooLarge(limit: exchange.bodyLimit), context: context)
            }
            body.append(contentsOf: part.readableBytesView)
            bodyParts += 1
            guard bodyParts <= Self.bodyPartAllowance || body.count >= bodyParts * Self.minimumAveragePartSize
            else {
                let reason =
                    "a body in more than \(Self.bodyPartAllowance) parts"
                    + " of under \(Self.minimumAveragePartSize) bytes on average"
                return fail(.malformedAnswer(reason), context: context)
            }
        case .end:
            guard let head else { return fail(.malformedAnswer("an answer without a head"), context: context) }
            let answer = HTTPAnswer(head: Self.response(of: head), body: body)
            let staysOpen = head.isKeepAlive && exchange.head.isKeepAlive && context.channel.isActive
            current = nil
            body = Data()
            if !staysOpen { close(context: context) }
            exchange.answer.succeed(ExchangeResult(answer: answer, connectionStaysOpen: staysOpen))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if !isReady {
            let failure = tls?.trustFailure(of: error, on: context.pipeline.syncOperations)
            ready.fail(failure.map { TransportError.untrusted($0) } ?? TransportError.cannotConnect)
        } else if error is HTTPParserError {
            fail(.malformedAnswer("an unreadable HTTP answer (\(error))"), context: context)
        }
        close(context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        isClosed = true
        ready.fail(waitsForTLS ? TransportError.untrusted(.handshakeBrokenOff) : TransportError.cannotConnect)
        if let exchange = current {
            current = nil
            let started = head != nil || interimAnswers > 0 || !body.isEmpty
            exchange.answer.fail(started ? TransportError.connectionLost : ExchangeFailure.closedBeforeAnswer)
        }
        body = Data()
        context.fireChannelInactive()
    }

    private func becomeReady() {
        guard !isReady, !isClosed else { return }
        isReady = true
        ready.succeed()
    }

    private func fail(_ error: TransportError, context: ChannelHandlerContext) {
        if let exchange = current {
            current = nil
            exchange.answer.fail(error)
        }
        body = Data()
        close(context: context)
    }

    private func close(context: ChannelHandlerContext) {
        guard !isClosed else { return }
        isClosed = true
        context.close(promise: nil)
    }

    private static func response(of received: HTTPResponseHead) -> HTTPResponse {
        var fields = HTTPFields()
        for header in received.headers {
            guard let name = HTTPField.Name(header.name) else { continue }
            fields.append(HTTPField(name: name, value: header.value))
        }
        return HTTPResponse(status: .init(code: Int(received.status.code)), headerFields: fields)
    }
}

struct Exchange {
    var head: HTTPRequestHead
    var body: ByteBuffer?
    var bodyLimit: Int
    var answer: EventLoopPromise<ExchangeResult>
}

struct ExchangeResult: Sendable {
    var answer: HTTPAnswer
    var connectionStaysOpen: Bool
}

/// The connection closed before any of the answer came, most likely closed as idle by the server.
enum ExchangeFailure: Error {
    case closedBeforeAnswer
}
