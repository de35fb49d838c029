import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shell in interactive mode, driven line by line through pipes: a line is sent, and the
/// conversation waits for the `expect` event that marks where it has got to, so the process can
/// be sampled (its resident memory read from `/proc`) at a known point of the session.
final class ShellConversation {
    private let pid: pid_t
    private let input: FileHandle
    private let output: FileHandle
    private var buffered = Data()
    private var finished = false

    /// Starts `binary` interactively with `--json` and its data in `dataDirectory`.
    init(_ binary: AppShellBinary, dataDirectory: URL) throws {
        let toChild = Pipe()
        let fromChild = Pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild.fileHandleForReading.fileDescriptor, 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild.fileHandleForWriting.fileDescriptor, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            binary.path.path, "--data-dir", dataDirectory.path, "--json", "--min-loading-ms", "0",
        ]
        pid = try ChildProcess.spawn(
            binary.path.path, argv: arguments, env: ProcessInfo.processInfo.environment.map { "\($0)=\($1)" },
            actions: &actions)
        try? toChild.fileHandleForReading.close()
        try? fromChild.fileHandleForWriting.close()
        input = toChild.fileHandleForWriting
        output = fromChild.fileHandleForReading
    }

    deinit {
        if !finished { kill(pid, SIGKILL) }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Sends `lines`, then `expect state STATE`, and returns once that expectation's event
    /// arrives; throws if it failed or the shell stopped.
    func send(_ lines: [String], thenExpectState state: String) throws {
        let text = (lines + ["expect state \(state)"]).map { $0 + "\n" }.joined()
        try input.write(contentsOf: Data(text.utf8))
        while let line = nextLine() {
            guard let event = try? JSONDecoder().decode(ShellEvent.self, from: line), event.type == "expect" else {
                continue
            }
            guard event.ok == true else { throw BenchError("the shell was not in state \(state) when expected") }
            return
        }
        throw BenchError("app-shell stopped in the middle of the memory cycles")
    }

    /// The shell's resident memory now, in kilobytes (`VmRSS` in `/proc/<pid>/status`).
    func residentKilobytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let field = MachineDescription.field("VmRSS", in: status, separator: ":"),
            let kilobytes = Int(field.split(separator: " ").first ?? "")
        else { throw BenchError("cannot read VmRSS of app-shell (pid \(pid))") }
        return kilobytes
    }

    /// Ends the session cleanly (`quit`) and returns the exit status.
    func quit() throws -> Int32 {
        try input.write(contentsOf: Data("quit\n".utf8))
        try input.close()
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        finished = true
        return ChildProcess.exitCode(status)
    }

    private func nextLine() -> Data? {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffered[buffered.startIndex..<newline]
                buffered = Data(buffered[(newline + 1)...])
                return Data(line)
            }
            // `availableData` returns what the pipe holds now; `read(upToCount:)` would wait for
            // the whole count.
            let chunk = output.availableData
            guard !chunk.isEmpty else { return nil }
            buffered.append(chunk)
        }
    }
}
