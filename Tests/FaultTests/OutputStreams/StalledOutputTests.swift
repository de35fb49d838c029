import AppTesting
import Foundation
import Storage
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output must never hold the app: with standard output or error a pipe nobody reads (a pager, a
/// stuck log collector, Ctrl-S), a signal still ends the run cleanly within its bound, with its
/// status; and a descriptor left non-blocking (by Node.js, a terminal multiplexer) is waited on,
/// never taken for a failure or the end of the input. The real executable, because only a
/// process has these descriptors; a file appearing in the data directory tells the test how far
/// it has got, since its output cannot.
@Suite(.serialized)
struct StalledOutputTests {
    private static let hangingLine = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/signals/hanging-line.txt").path

    /// Runs the hanging-line script with standard output `output` and error `errors`, sends
    /// SIGTERM once it has signed in, and returns how it ended.
    private func terminatedWhileStalled(output: FileHandle, errors: FileHandle?, in data: URL) async throws
        -> PipedAppShell.Ending
    {
        try DataDirectory.prepare(data)
        let watch = try FileWatch(data)
        let shell = try PipedAppShell(
            ["run", Self.hangingLine, "--json", "--data-dir", data.path], output: output, errors: errors)
        try output.close()
        try errors?.close()
        let input = shell.input.fileDescriptor
        let signedIn = try await AppShellProcess.offThePool {
            watch.wait(for: "session.json", unlessReaderOf: input)
        }
        #expect(signedIn, "it never signed in: its output held it")
        shell.send(SIGTERM)
        return await shell.end()
    }

    @Test(.enabled(if: FileWatch.isAvailable), .realTimeBound, .timeLimit(.minutes(10)))
    func sigtermEndsTheRunWithinItsBoundWhileNothingReadsStandardOutput() async throws {
        try await ScratchDirectory.with("output-streams") { directory in
            let stdout = FullPipe(nonBlocking: false)
            let ending = try await terminatedWhileStalled(
                output: stdout.writer, errors: nil, in: directory.appendingPathComponent("data"))
            #expect(!ending.signalled && ending.status == 143, "\(ending.stderr)")
            let lines = ending.stderr.split(separator: "\n").filter { $0.hasPrefix("app-shell:") }
            #expect(lines.count == 2, "\(ending.stderr)")
            #expect(lines.first?.hasPrefix("app-shell: stopped by SIGTERM") == true)
            #expect(
                lines.last?.hasSuffix(
                    " lines of output were dropped: nothing read them before the process had to end") == true)
        }
    }

    @Test(.enabled(if: FileWatch.isAvailable), .realTimeBound, .timeLimit(.minutes(10)))
    func sigtermEndsTheRunWithinItsBoundWhileNothingReadsStandardError() async throws {
        try await ScratchDirectory.with("output-streams") { directory in
            let stderr = FullPipe(nonBlocking: false)
            let ending = try await terminatedWhileStalled(
                output: FileHandle.nullDevice, errors: stderr.writer,
                in: directory.appendingPathComponent("data"))
            #expect(!ending.signalled && ending.status == 143)
        }
    }

    @Test(.enabled(if: FileWatch.isAvailable), .timeLimit(.minutes(10)))
    func aNonBlockingStandardOutputWithNoRoomIsWaitedOn() async throws {
        try await ScratchDirectory.with("output-streams") { directory in
            let data = directory.appendingPathComponent("data")
            try DataDirectory.prepare(data)
            let script = directory.appendingPathComponent("s.txt")
            try Data("login alice@example.com correct-horse\nexpect state authenticated\n".utf8).write(
                to: script)
            let watch = try FileWatch(data)
            // Full before the process starts: its first write finds no room.
            let stdout = FullPipe(nonBlocking: true)
            let shell = try PipedAppShell(
                ["run", script.path, "--json", "--data-dir", data.path], output: stdout.writer)
            try stdout.writer.close()
            // Scene storage is saved as the script ends, well after the first write.
            let input = shell.input.fileDescriptor
            let ended = try await AppShellProcess.offThePool {
                watch.wait(for: "scenes.json", unlessReaderOf: input)
            }
            let output = String(decoding: await stdout.drained(), as: UTF8.self)
            let ending = await shell.end()
            #expect(ended)
            #expect(!ending.signalled && ending.status == 0, "\(ending.stderr)")
            #expect(ending.stderr == "")
            #expect(output.contains(#""type":"expect","t":"#) && output.contains(#""ok":true"#), "\(output)")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aNonBlockingStandardInputThatHasNothingYetIsWaitedOn() async throws {
        try await ScratchDirectory.with("output-streams") { directory in
            let data = directory.appendingPathComponent("data")
            // A pipe full of comments, its reader's end non-blocking: the process takes them in
            // one read and finds the pipe empty at its next, before the test writes the rest.
            let input = FullPipe(nonBlocking: false, line: "# " + String(repeating: "-", count: 97) + "\n")
                .pipe
            let reader = input.fileHandleForReading.fileDescriptor
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
            let output = directory.appendingPathComponent("stdout")
            try Data().write(to: output)
            let shell = try PipedAppShell(
                ["run", "-", "--json", "--data-dir", data.path], input: input,
                output: try FileHandle(forWritingTo: output))
            let writer = shell.input.fileDescriptor
            try await AppShellProcess.offThePool {
                // Room in the pipe: the process has read what it held.
                var entry = pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, -1)
            }
            try shell.input.write(
                contentsOf: Data("login alice@example.com correct-horse\nexpect state authenticated\n".utf8))
            try shell.input.close()
            let ending = await shell.end()
            #expect(!ending.signalled && ending.status == 0, "\(ending.stderr)")
            let text = try String(contentsOf: output, encoding: .utf8)
            #expect(text.contains(#""type":"expect","t":"#) && text.contains(#""ok":true"#), "\(text)")
        }
    }
}
