import NetworkingTesting
import Testing

/// Each live transport of this platform keeps the live-transport contract on a real loopback
/// socket (``LiveTransportContract``): SwiftNIO's in plain HTTP, and on Apple platforms
/// `URLSessionTransport`. NetworkingTLS's tests hold the TLS transport to the same contract.
@Suite struct LiveTransportTests {
    @Test(arguments: TransportKind.allCases)
    func aRequestAndItsAnswerCrossTheWireWhole(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).aRequestAndItsAnswerCrossTheWireWhole()
    }

    @Test(arguments: TransportKind.allCases)
    func nothingListeningMeansNoConnection(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).nothingListeningMeansNoConnection()
    }

    @Test(arguments: TransportKind.allCases, [301, 302, 303, 307, 308])
    func aRedirectComesBackAsItIsAndIsNeverFollowed(_ kind: TransportKind, status: Int) async throws {
        try await LiveTransportContract(kind.live).aRedirectComesBackAsItIsAndIsNeverFollowed(status: status)
    }

    @Test(arguments: TransportKind.allCases)
    func aBodyPastTheLimitIsTooLarge(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).aBodyPastTheLimitIsTooLarge()
    }

    @Test(arguments: TransportKind.allCases)
    func anEndlessBodyStopsAtTheLimit(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).anEndlessBodyStopsAtTheLimit()
    }

    @Test(arguments: TransportKind.allCases)
    func aStalledBodyEndsWhenTheCallerIsCancelled(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).aStalledBodyEndsWhenTheCallerIsCancelled()
    }

    @Test(arguments: TransportKind.allCases)
    func a401WithABasicChallengeComesBackAsA401(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).a401WithABasicChallengeComesBackAsA401()
    }

    @Test(arguments: TransportKind.allCases)
    func aHeadTooLargeToReadIsNoAnswer(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).aHeadTooLargeToReadIsNoAnswer()
    }

    @Test(arguments: TransportKind.allCases)
    func aBodyInTinyChunksIsReadUpToAnAllowanceOfParts(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).aBodyInTinyChunksIsReadUpToAnAllowanceOfParts()
    }

    @Test(arguments: TransportKind.allCases)
    func aBodyInMoreTinyChunksThanTheAllowanceIsNoAnswer(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).aBodyInMoreTinyChunksThanTheAllowanceIsNoAnswer()
    }

    @Test(arguments: TransportKind.allCases)
    func interimAnswersBeforeTheAnswerArePassedOver(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).interimAnswersBeforeTheAnswerArePassedOver()
    }

    @Test(arguments: TransportKind.allCases)
    func moreInterimAnswersThanTheLimitAreNoAnswer(_ kind: TransportKind) async throws {
        try await LiveTransportContract(kind.live).moreInterimAnswersThanTheLimitAreNoAnswer()
    }

    @Test(arguments: TransportKind.allCases, ["HTTP/1.1 000 Zero\r\nContent-Length: 0\r\n\r\n", "SSH-2.0-OpenSSH_9.6\r\n"])
    func somethingThatIsNotAnHTTPAnswerIsAnErrorNotATrap(_ kind: TransportKind, raw: String) async throws {
        try await LiveTransportContract(kind.live).somethingThatIsNotAnHTTPAnswerIsAnErrorNotATrap(raw: raw)
    }
}
