import Foundation
import Networking
import NetworkingTesting

/// A scripted server in memory: a ``StubTransport`` and the base URL clients are given. The
/// client's logic (retries, refresh, time limits, decoding) needs no socket; what only a socket
/// shows is in the live suites.
struct StubServer: RequestScripting {
    let transport = StubTransport()
    let baseURL = URL(string: "https://api.test")!
    var script: RequestScript { transport.script }
}

func withStubServer(_ body: (StubServer) async throws -> Void) async throws {
    try await body(StubServer())
}
