import AppTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc

/// The process's own limit on open files (`ulimit -n`): too low a limit is refused before
/// anything starts, in one line; running out mid-session, sign-in says so. Only a process has a
/// limit of its own. In `ExecutableTests`, so one subprocess runs at a time.
extension ExecutableTests {
    @Test(arguments: [8, 12, 24])
    func aLimitOnOpenFilesBelowWhatASessionNeedsIsRefusedInOneLine(limit: Int) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let data = directory.appendingPathComponent("data")
            let ending = try await ShellProcess(["demo", "--data-dir", data.path], descriptorLimit: limit).end()
            #expect(!ending.killedBySignal)
            #expect(ending.status == 2, "\(ending.stderr)")
            #expect(ending.stdout.isEmpty)
            let lines = ending.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(ending.stderr)")
            #expect(
                lines.first?.hasPrefix(
                    "app-shell: the process may open only \(limit) files (ulimit -n), and a session needs ") == true)
            #expect(!FileManager.default.fileExists(atPath: data.path))
        }
    }

    /// Every descriptor the process may open is taken by an idle connection to its embedded
    /// backend (which accepts up to 256): the next connection the app makes cannot be, and
    /// sign-in says why instead of calling the app offline.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")), .timeLimit(.minutes(1)))
    func outOfOpenFilesMidSessionSignInSaysSoNotOffline() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let limit = 64
            let shell = try ShellProcess(
                ["--json", "--data-dir", directory.path], environment: ["APP_SHELL_LOG_LEVEL": "info"],
                descriptorLimit: limit)
            shell.type("expect screen sign-in")
            await shell.waitForOutput(containing: #""type":"expect""#)
            let listening = "Embedded backend listening on http://127.0.0.1:"
            let port = try #require(
                shell.errorText.split(separator: "\n").first { $0.contains(listening) }
                    .flatMap { UInt16($0.split(separator: ":").last ?? "") })
            var connections: [Int32] = []
            defer { connections.forEach { close($0) } }
            while try Self.openFiles(of: shell.processIdentifier) < limit {
                connections.append(try #require(Self.acceptedConnection(to: port)))
            }

            shell.type("login alice@example.com correct-horse")
            shell.type("expect state unauthenticated")
            await shell.waitForOutput(containing: #""line":3"#)
            connections.forEach { close($0) }
            connections = []
            shell.type("quit")
            let ending = try await shell.end()
            let errors = ending.stdout.split(separator: "\n").filter { $0.contains(#""type":"error""#) }
            #expect(
                errors.contains { $0.contains("The app has too many files open to connect. Restart it and try again.") },
                "\(ending.stdout.suffix(3000))\n\(ending.stderr.suffix(3000))")
            #expect(!errors.contains { $0.contains("offline") })
            #expect(!ending.killedBySignal, "\(ending.stderr)")
        }
    }

    /// How many descriptors the process `pid` has open.
    private static func openFiles(of pid: Int32) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
    }

    /// A connection to 127.0.0.1:`port` that the server has accepted (it answered a request on
    /// it) and keeps open; nil when it could not be made.
    private static func acceptedConnection(to port: UInt16) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let request = Array("GET /v1/session HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        var answer = [UInt8](repeating: 0, count: 1024)
        guard connected == 0, send(socket, request, request.count, 0) == request.count,
            recv(socket, &answer, answer.count, 0) > 0
        else {
            close(socket)
            return nil
        }
        return socket
    }
}
#endif
