import AppTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Another local user and the data directory, through the real `app-shell`: a directory they
/// could write is narrowed to its owner, and what they may have put in it is refused, so they can
/// never plant a session signed in to their own account.
@Suite(.serialized)
struct AnotherUserTests {
    private static let anotherUser: uid_t = 4242

    @Test func anExistingDataDirectoryIsNarrowedToItsOwner() async throws {
        try await ScratchDirectory.with("fault-another-user") { directory in
            let data = directory.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
            chmod(data.path, 0o777)
            let run = try await AppShellProcess.run([
                "run", try Self.script(in: directory).path, "--data-dir", data.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let mode = try FileManager.default.attributesOfItem(atPath: data.path)[.posixPermissions] as? Int
            #expect(mode == 0o700)
        }
    }

    @Test func aSessionOthersMayWriteIsRefusedAndLeftAsItIs() async throws {
        try await refusesAStoredSession(
            reason: "others may write it (mode 666)"
        ) { session in chmod(session.path, 0o666) }
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aSessionOfAnotherUserIsRefusedAndLeftAsItIs() async throws {
        try await refusesAStoredSession(reason: "it belongs to another user (uid 4242)") { session in
            chown(session.path, Self.anotherUser, Self.anotherUser)
        }
    }

    /// Signs in on a fresh data directory, spoils the stored session with `spoil`, and checks that
    /// the next run refuses the directory in one line, exit 2, touching nothing.
    private func refusesAStoredSession(reason: String, spoil: (URL) -> Void) async throws {
        try await ScratchDirectory.with("fault-another-user") { directory in
            let data = directory.appendingPathComponent("data")
            let login = directory.appendingPathComponent("login.txt")
            try Data("login alice@example.com correct-horse\nexpect state authenticated\n".utf8).write(
                to: login)
            let signedIn = try await AppShellProcess.run(["run", login.path, "--data-dir", data.path])
            try #require(signedIn.status == 0, "\(signedIn.stderr)")
            let session = data.appendingPathComponent("session.json")
            let stored = try Data(contentsOf: session)
            spoil(session)

            let refused = try await AppShellProcess.run(
                ["run", try Self.script(in: directory).path, "--data-dir", data.path])

            #expect(refused.status == 2)
            #expect(refused.stdout.isEmpty)
            #expect(
                refused.stderr
                    == "app-shell: cannot use the data directory \(data.path): could not trust session.json: \(reason)\n"
            )
            #expect(try Data(contentsOf: session) == stored)
        }
    }

    private static func script(in directory: URL) throws -> URL {
        let script = directory.appendingPathComponent("script.txt")
        try Data("expect state unauthenticated\n".utf8).write(to: script)
        return script
    }
}
