import Foundation
import NetworkingTesting

/// The network boundary's figures: `app-shell` against a hostile server on loopback
/// (NetworkingTesting's), whose sign-in answer is a gzip bomb, an endless body or a 200 MB body
/// (the app's peak memory), or comes only after a long wait (the processor time the wait costs).
public struct BoundaryFigures: Sendable {
    let binary: AppShellBinary
    let workspace: URL
    let quick: Bool

    /// Figures for `binary`, with data directories under `workspace`; `quick` waits 2 s, not 10.
    public init(binary: AppShellBinary, workspace: URL, quick: Bool) {
        self.binary = binary
        self.workspace = workspace
        self.quick = quick
    }

    public func measure() -> FigureSection {
        let hostile: [(String, ScriptedResponse)] = [
            ("Peak memory, sign-in answered with a 1 GB gzip bomb", .gzipBomb(inflatedSize: 1 << 30)),
            ("Peak memory, sign-in answered with an endless body", .endless()),
            ("Peak memory, sign-in answered with a 200 MB body", .large(200 << 20)),
        ]
        var figures = hostile.map { name, answer in
            figure(name, .megabytes, target: .atMost(100)) {
                let run = try signIn(answeredWith: answer, expecting: "can't use")
                return Double(run.outcome.peakResidentKilobytes) / 1024
            }
        }
        let wait = quick ? 2 : 10
        figures.append(
            figure("Processor time of a run whose sign-in waits \(wait) s", .seconds, target: .atMost(0.2)) {
                let run = try signIn(answeredWith: .error(401, code: "invalid_credentials"), after: .seconds(wait),
                    expecting: "incorrect")
                return run.outcome.cpuSeconds
            })
        return FigureSection("Network boundary", figures)
    }

    private func figure(
        _ name: String, _ unit: FigureUnit, target: FigureTarget, _ measure: () throws -> Double
    ) -> Figure {
        do {
            return Figure(name, try measure(), unit, target: target)
        } catch {
            return Figure(name, unit: unit, target: target, failure: "\(error)")
        }
    }

    /// Runs a sign-in against a server answering it with `answer` after `delay`, expecting the
    /// sign-in screen to stay with a message containing `message`.
    private func signIn(answeredWith answer: ScriptedResponse, after delay: Duration = .zero, expecting message: String)
        throws -> AppShellBinary.Run
    {
        let server = try Blocking.run { try await LoopbackServer.start() }
        defer {
            _ = try? Blocking.run {
                await server.stop()
                return true
            }
        }
        server.handle(.post, "/v1/auth/login") { _ in
            try? await Task.sleep(for: delay)
            return answer
        }
        server.respond(
            to: .post, "/v1/analytics/events", with: .json(raw: #"{"accepted":1,"duplicates":0}"#, status: 202))
        let directory = workspace.appendingPathComponent("boundary-\(UUID().uuidString)")
        return try binary.run(
            """
            login alice@example.com correct-horse
            expect state unauthenticated
            expect error "\(message)"
            """, dataDirectory: directory, apiURL: server.baseURL)
    }
}
