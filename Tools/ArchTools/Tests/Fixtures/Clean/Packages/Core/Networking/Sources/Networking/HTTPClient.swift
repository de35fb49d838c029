import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests.
public protocol HTTPClient: Sendable {
    /// Sends `request`.
    func send(_ request: URLRequest) async throws -> Data
}

enum Retry {
    @TaskLocal static var isRetrying = false
    static let attempts = 3
    static var delay: Double { 0.5 }
}
