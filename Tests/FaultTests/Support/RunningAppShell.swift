import Foundation

/// An `app-shell` left running in interactive mode with its standard input open, until
/// ``finish()`` closes it (a clean end of the session).
final class RunningAppShell: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// Starts `app-shell` with `arguments` (an interactive session) and types `line`, so it
    /// launches and prints.
    init(_ arguments: [String], typing line: String) throws {
        process.executableURL = try AppShellProcess.executableURL()
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try? output.fileHandleForWriting.close()
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Returns once it has printed something (it holds its data directory by then), or false
    /// when it ended without printing.
    func firstOutput() async -> Bool {
        let handle = output.fileHandleForReading
        // Its own thread, not Dispatch's: the read blocks.
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: !handle.availableData.isEmpty) }.start()
        }
    }

    /// Ends its input and returns its exit status once it has ended.
    func finish() async -> Int32 {
        try? input.fileHandleForWriting.close()
        let process = process
        let output = output
        return await withCheckedContinuation { continuation in
            Thread {
                _ = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: process.terminationStatus)
            }.start()
        }
    }
}
