import NetworkingTLSTesting
import NetworkingTesting
import Testing

/// The Linux transport's kept-alive connections over TLS: one connection is one handshake, so the
/// kept-connection contract that NetworkingTests runs in plain HTTP holds here too.
@Suite struct TLSConnectionReuseTests {
    private let contract = KeptConnectionContract(TestTransports.overTLS)

    @Test func requestsToAServerThatKeepsConnectionsAliveShareOne() async throws {
        try await contract.requestsToAServerThatKeepsConnectionsAliveShareOne()
    }

    @Test func aServerThatClosesAfterEachAnswerGetsANewConnectionEachTime() async throws {
        try await contract.aServerThatClosesAfterEachAnswerGetsANewConnectionEachTime()
    }

    @Test func aKeptConnectionClosedUnderAnIdempotentRequestIsReplaced() async throws {
        try await contract.aKeptConnectionClosedUnderAnIdempotentRequestIsReplaced()
    }

    @Test func aKeptConnectionClosedUnderAPostIsLostNotSentAgain() async throws {
        try await contract.aKeptConnectionClosedUnderAPostIsLostNotSentAgain()
    }

    @Test func aNewConnectionClosedBeforeTheAnswerIsLostNotSentAgain() async throws {
        try await contract.aNewConnectionClosedBeforeTheAnswerIsLostNotSentAgain()
    }
}
