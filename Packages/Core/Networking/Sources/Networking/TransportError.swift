/// Why a transport could not bring back an answer.
public enum TransportError: Error, Equatable, Sendable {
    case cannotConnect
    case tooManyOpenFiles
    case connectionLost
    case timedOut
    case cancelled
    case bodyTooLarge(limit: Int)
    case unsupported(String)
    case malformedAnswer(String)
    case untrusted(TrustFailure)
}
