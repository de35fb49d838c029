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
/// on a full pipe while we wait for it to exit.
enum CommandRunner {
    static func run(_ command: String, _ arguments: [String]) async throws -> CommandOutput {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("archtools-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw ArchToolsError("cannot create temporary files in \(folder.path)") }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
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
