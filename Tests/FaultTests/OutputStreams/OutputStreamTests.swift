import AppTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output that is not a reader waiting for text: a pipe whose reader has gone
/// (`app-shell demo | head -1`), no standard output at all (`>&-`), a full disk. The real
/// executable, because only a process has these descriptors.
struct OutputStreamTests {
    /// How a run ended: its status (or the signal that ended it) and its standard error.
    private struct Ending: Sendable {
        let status: Int32
        let signalled: Bool
        let stderr: String
    }

    /// Runs `executable` with `arguments`, its standard output `output`, to its end.
    private func run(_ executable: URL, _ arguments: [String], output: FileHandle) async throws -> Ending {
        try await AppShellProcess.offThePool { try Self.runBlocking(executable, arguments, output: output) }
    }

    private static func runBlocking(
        _ executable: URL, _ arguments: [String], output: FileHandle
    ) throws -> Ending {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        try? errors.fileHandleForWriting.close()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Ending(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            stderr: stderr)
    }

    @Test func aReaderThatHasGoneEndsTheRunSilentlyAsSIGPIPEWould() async throws {
        try await ScratchDirectory.with("output-streams") { directory in
            let output = Pipe()
            try output.fileHandleForReading.close()
            let ending = try await run(
                AppShellProcess.executableURL(), ["demo", "--data-dir", directory.path],
                output: output.fileHandleForWriting)
            #expect(ending.signalled && ending.status == SIGPIPE, "\(ending.stderr.prefix(500))")
            #expect(!ending.stderr.contains("Fatal error"), "\(ending.stderr.prefix(500))")
        }
    }

    @Test func withoutStandardOutputTheRunGoesOnAndItsTextLandsInNoFile() async throws {
        try await ScratchDirectory.with("output-streams") { directory in
            let script = directory.appendingPathComponent("s.txt")
            try Data("login alice@example.com correct-horse\nexpect state authenticated\nrelaunch\n".utf8)
                .write(to: script)
            let data = directory.appendingPathComponent("data")
            // The shell closes standard output, then runs app-shell in its place.
            let arguments = [
                "-c", #"exec "$0" "$@" >&-"#, try AppShellProcess.executableURL().path, "run", script.path,
                "--data-dir", data.path,
            ]
            let ending = try await run(
                URL(fileURLWithPath: "/bin/sh"), arguments, output: FileHandle.nullDevice)
            #expect(!ending.signalled && ending.status == 0, "\(ending.stderr.prefix(500))")
            // A line printed into a socket to the backend would have broken an upload.
            #expect(ending.stderr == "")
            let files = try FileManager.default.subpathsOfDirectory(atPath: data.path)
            for file in files {
                let text = (try? String(contentsOf: data.appendingPathComponent(file), encoding: .utf8)) ?? ""
                #expect(!text.contains("expect ok"), "\(file)")
            }
            #expect(files.contains("lock"))
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDiskEndsTheRunWithOneLine() async throws {
        try await ScratchDirectory.with("output-streams") { directory in
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let ending = try await run(
                AppShellProcess.executableURL(), ["demo", "--data-dir", directory.path], output: full)
            #expect(!ending.signalled && ending.status == 2)
            #expect(ending.stderr == "app-shell: cannot write to standard output: No space left on device\n")
        }
    }
}
