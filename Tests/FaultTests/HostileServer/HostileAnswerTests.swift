import AppTesting
import Foundation
import NetworkingTesting
import Testing

/// The real `app-shell` against a server that answers sign-in with more than any answer may be:
/// a gzip bomb that inflates to 1 GB, a chunked body without end, one that comes a byte a chunk, a
/// 200 MB body, interim answers without end. Each ends at once in a clear message on the sign-in screen, and the server could
/// send no more than what fills the socket's buffers before the app hung up. (The peak memory of
/// these runs is a benchmark figure: `Tools/bench`, docs/benchmarks.md.)
struct HostileAnswerTests {
    static let answers: [(name: String, answer: ScriptedResponse)] = [
        ("a gzip bomb of 1 GB", .gzipBomb(inflatedSize: 1 << 30)),
        ("an endless chunked body", .endless()),
        ("an endless body a byte a chunk", .endless(chunkSize: 1)),
        ("a 200 MB body", .large(200 << 20)),
        ("interim answers without end", .endlessInterimAnswers()),
    ]

    @Test(.realTimeBound, arguments: 0..<answers.count)
    func anOversizedSignInAnswerEndsInAMessageAndTheAppHangsUp(_ index: Int) async throws {
        let (name, answer) = Self.answers[index]
        let directory = try ScratchDirectory.make("hostile-answer")
        defer { ScratchDirectory.remove(directory) }
        let server = try await LoopbackServer.start()
        server.respond(to: .post, "/v1/auth/login", with: answer)
        server.respond(
            to: .post, "/v1/analytics/events",
            with: .json(raw: #"{"accepted":1,"duplicates":0}"#, status: 202))
        let script = directory.appendingPathComponent("script.txt")
        try Data(
            """
            login alice@example.com correct-horse
            expect state unauthenticated
            expect error "can't use"
            """.utf8
        ).write(to: script)
        let run = try await AppShellProcess.run([
            "run", script.path, "--api-url", server.baseURL.absoluteString,
            "--data-dir", directory.appendingPathComponent("data").path,
        ])
        await server.stop()
        #expect(run.status == 0, "\(name): \(run.stdout.suffix(400)) \(run.stderr.suffix(400))")
        #expect(!run.crashed)
        #expect(server.bytesSent < 32 << 20, "\(name): the server sent \(server.bytesSent) bytes")
    }
}
