/// Why a transport could not bring back an answer.
public enum TransportError: Error, Equatable, Sendable {
    /// No connection could be made (refused, unreachable, name not resolved).
    case cannotConnect
    /// The process has no file descriptor left for a connection (EMFILE, ENFILE): the server
    /// was never tried.
    case tooManyOpenFiles
    /// The connection broke before the answer was complete.
    case connectionLost
    /// The transport's own time limit passed.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The body passed `limit` bytes while it streamed in; reading stopped there.
    case bodyTooLarge(limit: Int)
    /// The transport cannot carry this request at all (a scheme it does not speak); the text says
    /// why.
    case unsupported(String)
    /// What came back is not a usable HTTP answer (a malformed or oversized head, for example);
    /// the text says what, in the transport's words.
    case malformedAnswer(String)
    /// The server could not be trusted (its certificate, its handshake), or plain HTTP would have
    /// left the machine; nothing was sent.
    case untrusted(TrustFailure)
}
