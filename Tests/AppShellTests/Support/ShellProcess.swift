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
    private var stderr = Data()
    private var ending: Ending?
    private var waiters: [(text: String?, inErrors: Bool, waiter: CheckedContinuation<Void, Never>)] = []

    /// Starts `app-shell` with `arguments`, with `environment` added to the test's, and allowed
    /// at most `descriptorLimit` open files (`ulimit -n`) when one is given.
    convenience init(
        _ arguments: [String], environment: [String: String] = [:], descriptorLimit: Int? = nil,
        limit: TimeInterval = 60
    ) throws {
        // The shell sets the limit, then becomes app-shell (same process ID).
        let launcher =
            descriptorLimit.map { ["/bin/sh", "-c", "ulimit -n \($0) && exec \"$0\" \"$@\""] } ?? []
        try self.init(arguments, environment: environment, launchedBy: launcher, limit: limit)
    }

    /// Starts `launcher` (a program and its arguments) with app-shell's path and `arguments` after
    /// them, to prepare what only a process can have and then become app-shell; app-shell itself
    /// when `launcher` is empty.
    init(
        _ arguments: [String], environment: [String: String] = [:], launchedBy launcher: [String],
        limit: TimeInterval = 60
    )
        throws
    {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("app-shell")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build app-shell first")
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
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
        let errorsRead = DispatchSemaphore(value: 0)
        Thread { [self] in
            while case let chunk = errors.fileHandleForReading.availableData, !chunk.isEmpty {
                lock.withLock { stderr.append(chunk) }
                resumeWaiters()
            }
            errorsRead.signal()
        }.start()
        Thread { [self] in
            while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
                lock.withLock { stdout.append(chunk) }
                resumeWaiters()
            }
            process.waitUntilExit()
            errorsRead.wait()
            let ended = lock.withLock {
                Ending(
                    status: process.terminationStatus,
                    killedBySignal: process.terminationReason == .uncaughtSignal,
                    stdout: String(decoding: stdout, as: UTF8.self),
                    stderr: String(decoding: stderr, as: UTF8.self))
            }
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
            lock.withLock { waiters.append((text, false, waiter)) }
            resumeWaiters()
        }
    }

    /// Returns once its standard error contains `text`, or it has ended.
    func waitForErrors(containing text: String) async {
        await withCheckedContinuation { waiter in
            lock.withLock { waiters.append((text, true, waiter)) }
            resumeWaiters()
        }
    }

    /// Standard error so far.
    var errorText: String {
        lock.withLock { String(decoding: stderr, as: UTF8.self) }
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Waits for it to end, then closes its standard input.
    func end() async throws -> Ending {
        await withCheckedContinuation { waiter in
            lock.withLock { waiters.append((nil, false, waiter)) }
            resumeWaiters()
        }
        endInput()
        return try #require(lock.withLock { ending })
    }

    private func resumeWaiters() {
        let ready = lock.withLock {
            let output = String(decoding: stdout, as: UTF8.self)
            let errors = String(decoding: stderr, as: UTF8.self)
            let isReady = { (text: String?, inErrors: Bool) in
                self.ending != nil || text.map((inErrors ? errors : output).contains) == true
            }
            defer { waiters.removeAll { isReady($0.text, $0.inErrors) } }
            return waiters.filter { isReady($0.text, $0.inErrors) }
        }
        ready.forEach { $0.waiter.resume() }
    }
}
