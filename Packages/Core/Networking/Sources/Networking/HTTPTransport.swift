import Foundation
import HTTPTypes

/// Moves one request over the wire and returns the raw answer, whatever its status.
public protocol HTTPTransport: Sendable {
    /// Sends `request` with `body` and returns the answer, reading at most `bodyLimit` bytes of its body.
    func send(_ request: HTTPRequest, body: Data?, bodyLimit: Int) async throws(TransportError) -> HTTPAnswer
}

/// A response off the wire: its head, and its body in full (never more than the limit asked for).
public struct HTTPAnswer: Sendable, Equatable {
    /// The status and header fields.
    public var head: HTTPResponse
    /// The body as received; bytes the server encoded are left encoded.
    public var body: Data

    /// An answer with exactly these parts.
    public init(head: HTTPResponse, body: Data) {
        self.head = head
        self.body = body
    }
}
