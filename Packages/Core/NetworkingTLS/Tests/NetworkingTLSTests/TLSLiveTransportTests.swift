import NetworkingTLSTesting
import NetworkingTesting
import Testing

/// The Linux transport over TLS keeps the live-transport contract, as it does in plain HTTP
/// (NetworkingTests' `LiveTransportTests`), against a TLS server presenting the loopback test
/// certificate.
@Suite struct TLSLiveTransportTests {
    private let contract = LiveTransportContract(TestTransports.overTLS)

    @Test func aRequestAndItsAnswerCrossTheWireWhole() async throws {
        try await contract.aRequestAndItsAnswerCrossTheWireWhole()
    }

    @Test func nothingListeningMeansNoConnection() async throws {
        try await contract.nothingListeningMeansNoConnection()
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectComesBackAsItIsAndIsNeverFollowed(status: Int) async throws {
        try await contract.aRedirectComesBackAsItIsAndIsNeverFollowed(status: status)
    }

    @Test func aBodyPastTheLimitIsTooLarge() async throws {
        try await contract.aBodyPastTheLimitIsTooLarge()
    }

    @Test func anEndlessBodyStopsAtTheLimit() async throws {
        try await contract.anEndlessBodyStopsAtTheLimit()
    }

    @Test func aStalledBodyEndsWhenTheCallerIsCancelled() async throws {
        try await contract.aStalledBodyEndsWhenTheCallerIsCancelled()
    }

    @Test func a401WithABasicChallengeComesBackAsA401() async throws {
        try await contract.a401WithABasicChallengeComesBackAsA401()
    }

    @Test func aHeadTooLargeToReadIsNoAnswer() async throws {
        try await contract.aHeadTooLargeToReadIsNoAnswer()
    }

    @Test func aBodyInTinyChunksIsReadUpToAnAllowanceOfParts() async throws {
        try await contract.aBodyInTinyChunksIsReadUpToAnAllowanceOfParts()
    }

    @Test func aBodyInMoreTinyChunksThanTheAllowanceIsNoAnswer() async throws {
        try await contract.aBodyInMoreTinyChunksThanTheAllowanceIsNoAnswer()
    }

    @Test func interimAnswersBeforeTheAnswerArePassedOver() async throws {
        try await contract.interimAnswersBeforeTheAnswerArePassedOver()
    }

    @Test func moreInterimAnswersThanTheLimitAreNoAnswer() async throws {
        try await contract.moreInterimAnswersThanTheLimitAreNoAnswer()
    }

    @Test(arguments: ["HTTP/1.1 000 Zero\r\nContent-Length: 0\r\n\r\n", "SSH-2.0-OpenSSH_9.6\r\n"])
    func somethingThatIsNotAnHTTPAnswerIsAnErrorNotATrap(raw: String) async throws {
        try await contract.somethingThatIsNotAnHTTPAnswerIsAnErrorNotATrap(raw: raw)
    }
}
