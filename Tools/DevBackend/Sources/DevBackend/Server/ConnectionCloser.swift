import NIOCore
import NIOHTTP1

/// Ends a connection when its client is done with it: once nothing has arrived on it for
/// `timeout` while no request was being answered, or once the client has closed its sending side
/// (`nc -N`, a script's `shutdown`), after the answer in progress, which says `Connection: close`;
/// and at once after an error, such as bytes that are not HTTP (SwiftNIO has answered those 400
/// with `Connection: close`, and leaves closing to the handlers after it).
/// A client could otherwise keep a connection, and so one of the process's file descriptors, for
/// as long as it liked. A request the latency fault holds back is not idle however long it waits;
/// a request whose client stopped sending it half-way is.
///
/// The wait is scheduled on the channel's event loop, so a test moves it with an embedded loop's
/// clock. (SwiftNIO's `IdleStateHandler` reads the real clock whatever the loop.)
final class ConnectionCloser: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let timeout: TimeAmount
    private var closing: Scheduled<Void>?
    /// From a request's last part until its answer's. (SwiftNIO's pipelining handler passes on
    /// one request at a time.)
    private var isAnswering = false
    private var isInputClosed = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive {
            waitForInput(context: context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopWaiting()
    }

    func channelActive(context: ChannelHandlerContext) {
        waitForInput(context: context)
        context.fireChannelActive()
    }

    /// A request's last part starts its answer, which may take as long as it takes; any other
    /// part starts the wait again.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            isAnswering = true
            stopWaiting()
        } else {
            waitForInput(context: context)
        }
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event as? ChannelEvent == .inputClosed {
            isInputClosed = true
            stopWaiting()
            if !isAnswering {
                context.close(promise: nil)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Nothing more can be read from a connection that lost its place in the stream.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        stopWaiting()
        context.close(promise: nil)
    }

    /// An answer's last part starts the wait for the next request, or ends the connection if the
    /// client sends no more.
    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where isInputClosed:
            head.headers.replaceOrAdd(name: "Connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where isInputClosed:
            isAnswering = false
            let written = context.write(data)
            written.cascade(to: promise)
            let context = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.whenComplete { _ in context.value.close(promise: nil) }
        case .end:
            isAnswering = false
            waitForInput(context: context)
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }

    private func waitForInput(context: ChannelHandlerContext) {
        closing?.cancel()
        closing = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            context.close(promise: nil)
        }
    }

    private func stopWaiting() {
        closing?.cancel()
        closing = nil
    }
}
