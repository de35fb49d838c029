import AppTesting
import Foundation
import Testing

@testable import AppShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A descriptor left non-blocking (by Node.js, a terminal multiplexer) that has nothing to read
/// yet, or no room to write, is waited on: never the end of the input, never a failed write. The
/// wait is where the test makes the input arrive, or the reader read, so the order is certain.
/// (`StalledOutputTests` does it to the real process.)
struct NonBlockingDescriptorTests {
    private static func pipe(nonBlocking end: KeyPath<Pipe, FileHandle>) -> Pipe {
        let pipe = Pipe()
        let descriptor = pipe[keyPath: end].fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        return pipe
    }

    @Test func anInputWithNothingYetIsWaitedOnNotTakenForItsEnd() throws {
        let pipe = Self.pipe(nonBlocking: \.fileHandleForReading)
        var waits = 0
        let bytes = DescriptorInput.bytes(upTo: 64, from: pipe.fileHandleForReading.fileDescriptor) { _ in
            waits += 1
            try? pipe.fileHandleForWriting.write(contentsOf: Data("login\n".utf8))
        }
        #expect(bytes == Array("login\n".utf8))
        #expect(waits == 1)
    }

    @Test func anOutputWithNoRoomIsWaitedOnNotTakenForAFailure() throws {
        let pipe = Self.pipe(nonBlocking: \.fileHandleForWriting)
        let reader = pipe.fileHandleForReading.fileDescriptor
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
        let text = Array(repeating: UInt8(ascii: "x"), count: 256 << 10)
        var received: [UInt8] = []
        var waits = 0
        let failure = DescriptorOutput.writeAll(text, to: pipe.fileHandleForWriting.fileDescriptor) { _ in
            waits += 1
            received += Self.everythingIn(reader)
        }
        received += Self.everythingIn(reader)
        #expect(failure == nil)
        #expect(waits > 0)
        #expect(received == text)
    }

    /// What the non-blocking `descriptor` holds now.
    private static func everythingIn(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while case let count = chunk.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }),
            count > 0
        {
            bytes += chunk[..<count]
        }
        return bytes
    }
}

/// The queue standard output and error go through: a reader that stalls holds its writer thread,
/// and a writer only until a signal ends the process; what does not fit then is dropped, counted.
struct OutputQueueTests {
    @Test func everythingIsWrittenInOrderOnceTheReaderReads() async throws {
        let pipe = Pipe()
        let queue = OutputQueue(byteLimit: 64, output: pipe.fileHandleForWriting.fileDescriptor, errors: -1)
        let lines = (1...200).map { "line \($0)\n" }
        for line in lines { queue.write(line, to: pipe.fileHandleForWriting.fileDescriptor) }
        #expect(queue.finish(within: .seconds(1)) == 0)
        try pipe.fileHandleForWriting.close()
        #expect(
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == lines.joined()
        )
    }

    /// The line naming the signal is written last, when the bound may be up: what only waits for
    /// the writer's turn still gets out within the queue's grace; only what a stalled reader holds
    /// is dropped.
    @Test(.realTimeBound) func whatOnlyWaitsItsTurnWhenTheBoundIsUpIsStillWritten() throws {
        let pipe = Pipe()
        let queue = OutputQueue(output: pipe.fileHandleForWriting.fileDescriptor, errors: -1)
        queue.release()
        queue.write("app-shell: stopped by SIGTERM\n", to: pipe.fileHandleForWriting.fileDescriptor)
        #expect(queue.finish(within: .zero) == 0)
        try pipe.fileHandleForWriting.close()
        #expect(
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                == "app-shell: stopped by SIGTERM\n")
    }

    /// Once the prompt asks, each write to a terminal goes through it (so it can take the line
    /// being typed off the screen around it); a write elsewhere does not.
    @Test func writesToATerminalGoThroughThePromptOnceItAsks() throws {
        let (controller, device) = TerminalShell.openPseudoTerminal()
        try #require(controller >= 0 && device >= 0)
        defer {
            close(controller)
            close(device)
        }
        let pipe = Pipe()
        let file = pipe.fileHandleForWriting.fileDescriptor
        let queue = OutputQueue(output: file, errors: device)
        let around = Calls()
        queue.write("before\n", to: device)
        queue.waitUntilWritten()
        queue.writeToTerminals { write in
            around.record()
            write()
        }
        queue.write("to the file\n", to: file)
        queue.waitUntilWritten()
        queue.write("to the terminal\n", to: device)
        #expect(queue.finish(within: .seconds(1)) == 0)
        #expect(around.count == 1)
        let expected = "before\r\nto the terminal\r\n"
        #expect(Self.drawn(on: controller, untilItHolds: expected.utf8.count) == expected)
    }

    /// What the terminal's controller side gives until it holds `length` bytes, or for at most 10 s: a
    /// pseudo-terminal may hand over two writes in two reads.
    private static func drawn(on controller: Int32, untilItHolds length: Int) -> String {
        let deadline = ContinuousClock.now + .seconds(10)
        var drawn: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while drawn.count < length, ContinuousClock.now < deadline {
            var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            drawn += chunk.prefix(count)
        }
        return String(decoding: drawn, as: UTF8.self)
    }

    @Test(.timeLimit(.minutes(10)))
    func aStalledReaderHoldsAWriterOnlyUntilReleasedThenWhatDoesNotFitIsDropped() async throws {
        let stalled = Pipe()
        let writer = stalled.fileHandleForWriting.fileDescriptor
        // Full: the queue's writer thread blocks on its first write.
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        while write(writer, "#", 1) == 1 {}
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) & ~O_NONBLOCK)
        let queue = OutputQueue(byteLimit: 1_000, output: -1, errors: -1)
        let line = String(repeating: "x", count: 99) + "\n"
        let done = DispatchSemaphore(value: 0)
        Thread {
            for _ in 1...50 { queue.write(line, to: writer) }
            done.signal()
        }.start()
        queue.release()
        done.wait()
        // At most the limit was held; the writer thread is stuck on the first run it took.
        #expect(queue.finish(within: .milliseconds(10)) == 50)
        // The writer thread stays blocked on the pipe until the process ends: closing the pipe
        // under it would raise SIGPIPE in the test process or hand its descriptor to another test.
        _ = Unmanaged.passRetained(stalled)
    }
}

/// How many times something was called, from any thread.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0

    var count: Int { lock.withLock { made } }

    func record() { lock.withLock { made += 1 } }
}
