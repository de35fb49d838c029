import NIOCore
import NIOHTTP1

/// Closes a connection once nothing has arrived on it for `timeout` while no request was being
/// answered. A client could otherwise keep a connection, and so one of the process's file
/// descriptors, for as long as it liked. A request the latency fault holds back is not idle
/// however long it waits; a request whose client stopped sending it half-way is.
///
/// The wait is scheduled on the channel's event loop, so a test moves it with an embedded loop's
/// clock. (SwiftNIO's `IdleStateHandler` reads the real clock whatever the loop.)
final class IdleConnectionCloser: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let timeout: TimeAmount
    private var closing: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive {
            waitForInput(context: context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        closing?.cancel()
        closing = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        waitForInput(context: context)
        context.fireChannelActive()
    }

    /// A request's last part starts its answer, which may take as long as it takes; any other
    /// part starts the wait again. (SwiftNIO's pipelining handler passes on one request at a time.)
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            closing?.cancel()
            closing = nil
        } else {
            waitForInput(context: context)
        }
        context.fireChannelRead(data)
    }

    /// An answer's last part starts the wait for the next request.
    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            waitForInput(context: context)
        }
        context.write(data, promise: promise)
    }

    private func waitForInput(context: ChannelHandlerContext) {
        closing?.cancel()
        closing = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            context.close(promise: nil)
        }
    }
}
