import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end as a child process and reports what a benchmark needs of it: the
/// exit status, the wall time from spawn to exit, and its peak resident memory (from `wait4`).
public enum ChildProcess {
    /// What a finished child did.
    public struct Outcome: Sendable {
        /// The exit code, or 128 + the signal that ended it.
        public let status: Int32
        /// Seconds from just before the spawn until `wait4` returned.
        public let seconds: Double
        /// The child's peak resident set size, in kilobytes.
        public let peakResidentKilobytes: Int
        /// The processor time the child used, user and system, in seconds.
        public let cpuSeconds: Double
        /// Everything it wrote to standard output.
        public let output: Data
        /// Everything it wrote to standard error.
        public let errorOutput: String
    }

    /// Runs `program` (looked up on `PATH` unless it has a slash) with `arguments`, feeding it
    /// `input` on standard input, and waits for it to exit. It runs in this process's directory:
    /// pass absolute paths.
    /// - Throws: `BenchError` when it cannot be started.
    public static func run(
        _ program: String, _ arguments: [String], input: String = "", environment: [String: String] = [:]
    ) throws -> Outcome {
        let files = try TemporaryFiles(input: input)
        defer { files.remove() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, files.input.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, files.output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, files.errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = [program] + arguments
        let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        let start = Stopwatch.now()
        let pid = try spawn(program, argv: argv, env: env, actions: &actions)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("waiting for \(program) failed (errno \(errno))") }
        }
        let seconds = Stopwatch.seconds(since: start)
        return Outcome(
            status: exitCode(status), seconds: seconds, peakResidentKilobytes: Int(usage.ru_maxrss),
            cpuSeconds: Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime),
            output: (try? Data(contentsOf: files.output)) ?? Data(),
            errorOutput: (try? String(contentsOf: files.errors, encoding: .utf8)) ?? "")
    }

    static func spawn(
        _ program: String, argv: [String], env: [String], actions: inout posix_spawn_file_actions_t
    ) throws -> pid_t {
        var pid: pid_t = 0
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup($0) } + [nil]
        // The child starts with no signal blocked and default handlers, whatever this process set.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        defer {
            posix_spawnattr_destroy(&attributes)
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        let result = posix_spawnp(&pid, program, &actions, &attributes, cArgs, cEnv)
        guard result == 0 else { throw BenchError("cannot start \(program): \(String(cString: strerror(result)))") }
        return pid
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }

    /// The exit code `wait4`'s status stands for: the code itself, or 128 + the signal.
    static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// The files a child reads its input from and writes its output to, in a fresh folder.
private struct TemporaryFiles {
    let folder: URL
    var input: URL { folder.appendingPathComponent("stdin") }
    var output: URL { folder.appendingPathComponent("stdout") }
    var errors: URL { folder.appendingPathComponent("stderr") }

    init(input text: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: input)
        } catch {
            throw BenchError("cannot prepare a child's files in \(folder.path): \(error.localizedDescription)")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
