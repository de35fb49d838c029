import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops accepting connections for `pause` after an accept fails, then accepts again. Out of file
/// descriptors, the waiting connection keeps the listening socket ready while every accept fails;
/// retried at once, that spun a core at 70 % and answered nothing. SwiftNIO's
/// `AcceptBackoffHandler` did not stop it: it holds back the reads the pipeline asks for, and
/// after a failed accept the channel asks for none, it simply tries again (SwiftNIO 2.8x, seen
/// with strace: 3,000 failing `accept4` calls a second). Turning `autoRead` off takes the socket
/// out of the event loop's watch until the pause is over.
final class AcceptPause: ChannelInboundHandler {
    typealias InboundIn = Any

    /// The failures that last while connections stay open: out of descriptors (the process's or
    /// the system's), of buffers, of memory. An aborted connection (`ECONNABORTED`) is not one:
    /// pausing for it would let a client stop the server with connections it resets.
    private static let outOfResources: Set<CInt> = [EMFILE, ENFILE, ENOBUFS, ENOMEM]

    private let pause: TimeAmount
    private var resumption: Scheduled<Void>?

    init(pause: TimeAmount = .seconds(1)) {
        self.pause = pause
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? IOError, Self.outOfResources.contains(error.errnoCode) else {
            context.fireErrorCaught(error)
            return
        }
        guard resumption == nil, let options = context.channel.syncOptions else { return }
        try? options.setOption(.autoRead, value: false)
        resumption = context.eventLoop.assumeIsolated().scheduleTask(in: pause) {
            self.resumption = nil
            try? options.setOption(.autoRead, value: true)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        resumption?.cancel()
        resumption = nil
    }
}
