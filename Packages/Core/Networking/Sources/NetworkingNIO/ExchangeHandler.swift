import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import Networking

/// Reads one answer off a connection into `answer`: its head, and its body up to `bodyLimit`
/// bytes. Whatever ends the connection first (the answer, a limit, a parse error, the server
/// closing) completes the promise once and closes the channel.
///
/// It needs the decoder to forward interim (1xx) answers, so that it can count them: a server that
/// sends them without end would otherwise keep a core parsing until the request's time limit.
final class ExchangeHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    /// How many interim answers may come before the real one: as many as Go's HTTP client allows.
    static let interimAnswerLimit = 5
    /// How many parts a body may come in before they must average `minimumAveragePartSize` bytes.
    /// SwiftNIO hands on each chunk of a chunked body as a part, and each costs a parse and a pass
    /// down the pipeline: a 2 MiB body sent a byte a chunk would cost two million of them. (Go's
    /// client bounds a chunked body's framing against its data in the same spirit.)
    static let bodyPartAllowance = 4_096
    static let minimumAveragePartSize = 16

    private let bodyLimit: Int
    private let answer: EventLoopPromise<HTTPAnswer>
    private var interimAnswers = 0
    private var bodyParts = 0
    private var head: HTTPResponse?
    private var body = Data()
    private var isDone = false

    init(bodyLimit: Int, answer: EventLoopPromise<HTTPAnswer>) {
        self.bodyLimit = bodyLimit
        self.answer = answer
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isDone else { return }
        switch unwrapInboundIn(data) {
        case .head(let received):
            switch received.status.code {
            case 100..<200 where received.status != .switchingProtocols:
                interimAnswers += 1
                guard interimAnswers > Self.interimAnswerLimit else { return }  // the real one follows
                let reason = "more than \(Self.interimAnswerLimit) interim (1xx) answers"
                finish(.failure(.malformedAnswer(reason)), context: context)
            case 200...999 where received.status != .switchingProtocols:
                head = Self.head(of: received)
            default:
                finish(.failure(.malformedAnswer("status \(received.status.code)")), context: context)
            }
        case .body(let part):
            guard body.count + part.readableBytes <= bodyLimit else {
                return finish(.failure(.bodyTooLarge(limit: bodyLimit)), context: context)
            }
            body.append(contentsOf: part.readableBytesView)
            bodyParts += 1
            guard bodyParts <= Self.bodyPartAllowance || body.count >= bodyParts * Self.minimumAveragePartSize
            else {
                let reason =
                    "a body in more than \(Self.bodyPartAllowance) parts"
                    + " of under \(Self.minimumAveragePartSize) bytes on average"
                return finish(.failure(.malformedAnswer(reason)), context: context)
            }
        case .end:
            guard let head else {
                return finish(.failure(.malformedAnswer("an answer without a head")), context: context)
            }
            finish(.success(HTTPAnswer(head: head, body: body)), context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let failure: TransportError =
            error is HTTPParserError
            ? .malformedAnswer("an unreadable HTTP answer (\(error))") : .connectionLost
        finish(.failure(failure), context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish(.failure(.connectionLost), context: context)
        context.fireChannelInactive()
    }

    private func finish(_ result: Result<HTTPAnswer, TransportError>, context: ChannelHandlerContext) {
        guard !isDone else { return }
        isDone = true
        body = Data()
        switch result {
        case .success(let value): answer.succeed(value)
        case .failure(let error): answer.fail(error)
        }
        context.close(promise: nil)
    }

    private static func head(of received: HTTPResponseHead) -> HTTPResponse {
        var fields = HTTPFields()
        for header in received.headers {
            guard let name = HTTPField.Name(header.name) else { continue }
            fields.append(HTTPField(name: name, value: header.value))
        }
        return HTTPResponse(status: .init(code: Int(received.status.code)), headerFields: fields)
    }
}
