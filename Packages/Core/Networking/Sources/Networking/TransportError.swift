/// Why a transport could not bring back an answer.
public enum TransportError: Error, Equatable, Sendable {
    case cannotConnect
    /// The process has no file descriptor left for a connection (EMFILE, ENFILE): the server was never tried.
    case tooManyOpenFiles
    case connectionLost
    case timedOut
    case cancelled
    case bodyTooLarge(limit: Int)
    case unsupported(String)
    case malformedAnswer(String)
    case untrusted(TrustFailure)
}
