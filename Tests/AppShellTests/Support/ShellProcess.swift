import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `app-shell` executable running as a subprocess the test talks to while it runs:
/// typing lines, waiting for output, sending signals. Reads happen on threads of their own (not
/// Dispatch's or Swift concurrency's, which the rest of the suite runs on), and a watchdog kills
/// the process after `limit`, so no wait can outlast it.
final class ShellProcess: @unchecked Sendable {
    /// How the process ended.
    struct Ending: Sendable {
        let status: Int32
        /// Whether a signal killed it (then `status` is the signal's number).
        let killedBySignal: Bool
        let stdout: String
        let stderr: String
    }

    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var stdout = Data()
    private var ending: Ending?
    private var waiters: [(text: String?, waiter: CheckedContinuation<Void, Never>)] = []

    /// Starts `app-shell` with `arguments`, and `environment` added to the test's own.
    init(_ arguments: [String], environment: [String: String] = [:], limit: TimeInterval = 60) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("app-shell")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build app-shell first")
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        let pid = process.processIdentifier
        Thread { [self] in
            let stderr = ErrorReader(errors.fileHandleForReading)
            while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
                lock.withLock { stdout.append(chunk) }
                resumeWaiters()
            }
            process.waitUntilExit()
            let ended = Ending(
                status: process.terminationStatus,
                killedBySignal: process.terminationReason == .uncaughtSignal,
                stdout: lock.withLock { String(decoding: stdout, as: UTF8.self) }, stderr: stderr.wait())
            lock.withLock { ending = ended }
            resumeWaiters()
        }.start()
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [self] in
            if lock.withLock({ ending == nil }) { kill(pid, SIGKILL) }
        }
    }

    /// Writes `line` and a newline to its standard input.
    func type(_ line: String) {
        // A process that has already ended takes no more input; the test's own checks then fail,
        // instead of the whole test run trapping on the broken pipe.
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes its standard input (Ctrl-D).
    func endInput() {
        try? input.fileHandleForWriting.close()
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Returns once its standard output contains `text`, or it has ended.
    func waitForOutput(containing text: String) async {
        await withCheckedContinuation { waiter in
            lock.withLock { waiters.append((text, waiter)) }
            resumeWaiters()
        }
    }

    /// Waits for it to end, then closes its standard input.
    func end() async throws -> Ending {
        await withCheckedContinuation { waiter in
            lock.withLock { waiters.append((nil, waiter)) }
            resumeWaiters()
        }
        endInput()
        return try #require(lock.withLock { ending })
    }

    private func resumeWaiters() {
        let ready = lock.withLock {
            let output = String(decoding: stdout, as: UTF8.self)
            let isReady = { (text: String?) in self.ending != nil || text.map(output.contains) == true }
            defer { waiters.removeAll { isReady($0.text) } }
            return waiters.filter { isReady($0.text) }
        }
        ready.forEach { $0.waiter.resume() }
    }

    /// Drains a pipe on its own thread, so a chatty standard error never stalls the process.
    private final class ErrorReader: @unchecked Sendable {
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
            return String(decoding: data, as: UTF8.self)
        }
    }
}
