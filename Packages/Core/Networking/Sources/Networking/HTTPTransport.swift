import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Moves one request over the wire and returns the raw answer, whatever its status.
///
/// ``URLSessionTransport`` is the live one; tests may plug in a scripted one. Throw `URLError` for
/// network failures and stop with `URLError(.cancelled)` when the calling task is cancelled.
public protocol HTTPTransport: Sendable {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
