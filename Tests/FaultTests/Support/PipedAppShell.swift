import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `app-shell` with standard input, output and error the test sets up itself: a pipe it
/// types into, a pipe nobody reads, a non-blocking one. Standard error is read on a thread of its
/// own; a watchdog kills the process after `limit`, so no test outlasts it.
final class PipedAppShell: @unchecked Sendable {
    /// How the process ended.
    struct Ending {
        let status: Int32
        /// Whether a signal ended it: the test's, or the watchdog's SIGKILL.
        let signalled: Bool
        let stderr: String
    }

    private let process = Process()
    /// Standard input's write end, the test's; the process holds the only read end.
    let input: FileHandle
    private let errors: ErrorText?

    /// Starts `app-shell` with `arguments`, standard input the pipe `input` (the test keeps its
    /// write end), standard output `output` and standard error `errors` (a pipe this reads when
    /// nil).
    init(
        _ arguments: [String], input stdin: Pipe = Pipe(), output: FileHandle, errors: FileHandle? = nil,
        limit: TimeInterval = 30
    ) throws {
        process.executableURL = try AppShellProcess.executableURL()
        process.arguments = arguments
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = errors ?? stderr.fileHandleForWriting
        try process.run()
        try stdin.fileHandleForReading.close()
        try stderr.fileHandleForWriting.close()
        input = stdin.fileHandleForWriting
        self.errors = errors == nil ? ErrorText(stderr.fileHandleForReading) : nil
        let pid = process.processIdentifier
        let process = process
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            if process.isRunning { kill(pid, SIGKILL) }
        }
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end (on a thread of its own: the wait blocks).
    func end() async -> Ending {
        let process = process
        let errors = errors
        return await withCheckedContinuation { continuation in
            Thread {
                process.waitUntilExit()
                continuation.resume(
                    returning: Ending(
                        status: process.terminationStatus,
                        signalled: process.terminationReason == .uncaughtSignal, stderr: errors?.wait() ?? "")
                )
            }.start()
        }
    }

    /// Standard error, drained on its own thread so it never stalls the process.
    private final class ErrorText: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ handle: FileHandle) {
            Thread {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }.start()
        }

        func wait() -> String {
            done.wait()
            done.signal()
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// A pipe whose buffer the test has filled, so whoever writes to it next finds no room: a writer
/// that blocks waits for a reader, a non-blocking one gets EAGAIN.
struct FullPipe {
    let pipe = Pipe()
    /// How many bytes the test put in.
    let filler: Int

    /// Fills the pipe with `line` again and again; `nonBlocking` leaves its write end non-blocking,
    /// for the process it goes to.
    init(nonBlocking: Bool, line: String = "#\n") {
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        let bytes = Array(line.utf8)
        var filled = 0
        // At most a pipe buffer's worth at a time, a write takes all or nothing.
        while write(descriptor, bytes, bytes.count) == bytes.count { filled += bytes.count }
        if !nonBlocking { _ = fcntl(descriptor, F_SETFL, flags) }
        filler = filled
    }

    var writer: FileHandle { pipe.fileHandleForWriting }

    /// Everything the pipe gives until its writers are gone, on a thread of its own, with the
    /// test's filler left out.
    func drained() async -> Data {
        let reader = pipe.fileHandleForReading
        let filler = filler
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: reader.readDataToEndOfFile().dropFirst(filler)) }.start()
        }
    }
}
