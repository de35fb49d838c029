import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `app-shell` executable (built beside the test bundle), run as a subprocess.
enum AppShellProcess {
    /// How a run ended, with everything it wrote.
    struct Run {
        /// The exit status, or the signal's number when `killed`.
        let status: Int32
        /// Whether the test killed it with SIGKILL before it ended.
        let killed: Bool
        let stdout: String
        let stderr: String

        /// The stdout lines, one printed event each.
        var lines: [Substring] { stdout.split(separator: "\n") }

        /// Whether it died of a signal the test did not send (a crash).
        let crashed: Bool
    }

    /// Runs `app-shell` with `arguments` to the end, stdin empty (or the file `input`), in
    /// `environment` added to ours.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: URL? = nil)
        async throws -> Run
    {
        let executable = try executableURL()
        return try await offThePool {
            try runBlocking(
                executable, arguments, environment: environment, input: input, killAfterLines: nil)
        }
    }

    /// Runs `app-shell` with `arguments` and sends it SIGKILL once it has printed `lines` lines on
    /// stdout (it may print a little more before the signal lands); a run that ends first is
    /// returned as it ended.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], killAfterLines lines: Int?
    ) async throws -> Run {
        let executable = try executableURL()
        return try await offThePool {
            try runBlocking(
                executable, arguments, environment: environment, input: nil, killAfterLines: lines)
        }
    }

    /// Runs `work`, which blocks until a process ends, on a thread of its own: blocking reads on
    /// the concurrency pool would starve the rest of the suite.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
        }
    }

    static func executableURL() throws -> URL {
        // The test runner is `<build>/debug/ModularAppPackageTests.xctest`, beside `app-shell`.
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("app-shell")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build app-shell first")
        return executable
    }

    private static func runBlocking(
        _ executable: URL, _ arguments: [String], environment: [String: String], input: URL?,
        killAfterLines: Int?
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let errorText = ErrorReader(errors.fileHandleForReading)
        try process.run()
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()

        var stdout = Data()
        var printed = 0
        var killed = false
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            stdout.append(chunk)
            printed += chunk.count { $0 == UInt8(ascii: "\n") }
            if let killAfterLines, !killed, printed >= killAfterLines {
                kill(process.processIdentifier, SIGKILL)
                killed = true
            }
        }
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Run(
            status: process.terminationStatus,
            killed: killed && signalled,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: errorText.wait(),
            crashed: signalled && !(killed && process.terminationStatus == SIGKILL))
    }

    /// Drains a pipe on its own thread, so a chatty stderr never stalls the child.
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
