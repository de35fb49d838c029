import NIOCore
import NIOEmbedded
import Testing

@testable import DevBackend

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listener's pause after a failed accept, on an embedded channel whose clock the test moves.
struct AcceptPauseTests {
    private let loop = EmbeddedEventLoop()

    /// The `autoRead` value the handler set last; nil if it never set one.
    private func autoRead(of channel: EmbeddedChannel) -> Bool? {
        channel.options.last { $0.option is ChannelOptions.Types.AutoReadOption }?.value as? Bool
    }

    @Test func aFailedAcceptStopsAcceptingForTheWholePauseThenAcceptsAgain() throws {
        let channel = EmbeddedChannel(handler: AcceptPause(pause: .seconds(1)), loop: loop)
        channel.pipeline.fireErrorCaught(IOError(errnoCode: EMFILE, reason: "accept"))
        #expect(autoRead(of: channel) == false)

        loop.advanceTime(by: .milliseconds(999))
        #expect(autoRead(of: channel) == false)
        loop.advanceTime(by: .milliseconds(1))
        #expect(autoRead(of: channel) == true)
        #expect(throws: Never.self) { try channel.throwIfErrorCaught() }
    }

    @Test func failuresDuringAPauseDoNotLengthenIt() throws {
        let channel = EmbeddedChannel(handler: AcceptPause(pause: .seconds(1)), loop: loop)
        channel.pipeline.fireErrorCaught(IOError(errnoCode: EMFILE, reason: "accept"))
        loop.advanceTime(by: .milliseconds(600))
        channel.pipeline.fireErrorCaught(IOError(errnoCode: ENFILE, reason: "accept"))
        loop.advanceTime(by: .milliseconds(400))
        #expect(autoRead(of: channel) == true)

        channel.pipeline.fireErrorCaught(IOError(errnoCode: EMFILE, reason: "accept"))
        #expect(autoRead(of: channel) == false)
    }

    @Test func anAbortedConnectionOrAnotherErrorIsPassedOnWithoutAPause() throws {
        let channel = EmbeddedChannel(handler: AcceptPause(), loop: loop)
        channel.pipeline.fireErrorCaught(ChannelError.ioOnClosedChannel)
        #expect(throws: ChannelError.ioOnClosedChannel) { try channel.throwIfErrorCaught() }
        channel.pipeline.fireErrorCaught(IOError(errnoCode: ECONNABORTED, reason: "accept"))
        #expect(throws: IOError.self) { try channel.throwIfErrorCaught() }

        #expect(autoRead(of: channel) == nil)
    }
}
