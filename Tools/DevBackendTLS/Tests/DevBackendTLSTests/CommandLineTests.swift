import Foundation
import Testing

/// The `dev-backend` executable, built beside the test bundle, run as a child process: a bad
/// command line is refused, in lines that quote it harmlessly, before anything starts or any file
/// is written.
struct CommandLineTests {
    /// The executable's path: next to the test binary (Linux) or the test bundle (macOS).
    private static var executable: URL? {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let folders = [testBinary] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("dev-backend") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test(arguments: [
        (["--data-dir", ""], "Error: --data-dir must not be empty"),
        (["--port", "99999"], "Error: The value '99999' is invalid for '--port <port>'"),
        (["--port", "\u{1B}[2J"], "Error: The value '\u{FFFD}[2J' is invalid for '--port <port>'"),
        (["--\u{1B}]0;title\u{07}"], "Error: Unknown option '--\u{FFFD}]0;title\u{FFFD}'"),
        (["--tls-cert", "cert.pem"], "Error: --tls-cert and --tls-key go together"),
        (["--tls-key", "key.pem"], "Error: --tls-cert and --tls-key go together"),
    ])
    func aBadCommandLineStartsNothingAndWritesNothing(arguments: [String], error: String) async throws {
        try await withTemporaryDirectory { directory in
            let (status, text) = try Self.run(arguments, in: directory)

            #expect(status == 64)
            #expect(text.split(separator: "\n").first.map(String.init) == error)
            #expect(!text.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control })
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    /// A data folder named in bytes that are not UTF-8 (Latin-1 "café") is refused: Swift would
    /// read the name as "caf\u{FFFD}" and the backend would make and fill that folder instead. (A
    /// shell gives the bytes: Foundation's `Process` takes arguments as Swift strings.)
    @Test func anArgumentThatIsNotUTF8StartsNothingAndWritesNothing() async throws {
        try await withTemporaryDirectory { directory in
            let executable = try #require(Self.executable, "the dev-backend executable was not built")
            let script = #"exec "$0" --port 0 --data-dir "caf$(printf '\351')""#
            let (status, text) = try Self.run(
                ["-c", script, executable.path], in: directory, executable: "/bin/sh")

            #expect(status == 64)
            #expect(text == "Error: argument 4 is not UTF-8 text, so it cannot name a file or a value here\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    @Test func aLineBreakInTheDataPathStaysOnTheReasonsOneLine() throws {
        let (status, text) = try Self.run(["--port", "0", "--data-dir", "/dev/null/x\ndev-backend: forged"])

        #expect(status == 1)
        #expect(text.split(separator: "\n").count == 1, "\(text)")
        let reason = "dev-backend: cannot open the backend data at /dev/null/x dev-backend: forged/"
        #expect(text.hasPrefix(reason), "\(text)")
    }

    /// A certificate or key file that cannot be used is one line naming the option and the file,
    /// and the backend never listens.
    @Test(arguments: [
        ("missing.pem", "dev-backend: --tls-cert missing.pem: no readable file there"),
        ("empty.pem", "dev-backend: --tls-cert empty.pem: it is empty"),
        ("large.pem", "dev-backend: --tls-cert large.pem: larger than 1 MiB"),
        ("folder", "dev-backend: --tls-cert folder: it cannot be read (a folder?)"),
        ("key.pem", "dev-backend: cannot serve TLS: the certificate is not a PEM certificate"),
    ])
    func aTLSFileItCannotUseIsOneLine(certificate: String, error: String) async throws {
        try await withTemporaryDirectory { directory in
            try Data().write(to: directory.appendingPathComponent("empty.pem"))
            try Data(count: (1 << 20) + 1).write(to: directory.appendingPathComponent("large.pem"))
            try Data("not PEM".utf8).write(to: directory.appendingPathComponent("key.pem"))
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("folder"), withIntermediateDirectories: false)
            let (status, text) = try Self.run(
                ["--port", "0", "--tls-cert", certificate, "--tls-key", "key.pem"], in: directory)

            #expect(status == 1)
            #expect(text == error + "\n")
        }
    }

    /// Runs the executable (or the one at `path`) with `arguments` (in `directory`, if given) to its
    /// end: its exit status and what it wrote on standard error.
    private static func run(
        _ arguments: [String], in directory: URL? = nil, executable path: String? = nil
    ) throws -> (Int32, String) {
        let program =
            try path.map(URL.init(fileURLWithPath:))
            ?? #require(executable, "the dev-backend executable was not built")
        let process = Process()
        let standardError = Pipe()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError
        try process.run()
        let text = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
