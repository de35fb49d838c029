import Foundation

/// What a finished command printed and how it exited.
struct CommandOutput: Sendable {
    let status: Int32
    let standardOutput: Data
    let standardError: String
}

/// Runs a command found on `PATH` and collects its output.
///
/// Output goes to temporary files rather than pipes, so a command that prints a lot never blocks
/// on a full pipe while we wait for it. The command's own temporary files (`TMPDIR`; SwiftPM
/// leaves lock files there) go in a leased folder emptied when it ends.
enum CommandRunner {
    /// Runs `command`; `job` names its `TMPDIR` (see `LeasedTemporaryFolder`): the same for the
    /// same SwiftPM work, so that its manifest cache is reused.
    static func run(_ command: String, _ arguments: [String], job: String = "command") async throws
        -> CommandOutput
    {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outURL = folder.url.appendingPathComponent("stdout")
        let errURL = folder.url.appendingPathComponent("stderr")
        let tmp = try LeasedTemporaryFolder(for: job)
        defer { tmp.release() }
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw ArchToolsError("cannot create temporary files in \(folder.url.path)") }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": tmp.url.path]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
            }
        }
        return CommandOutput(
            status: process.terminationStatus,
            standardOutput: try Data(contentsOf: outURL),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
