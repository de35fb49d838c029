import Foundation
import Logging
import Models

/// Sends requests.
public final class HTTPClient: Sendable {
    public static let shared = HTTPClient()
    nonisolated(unsafe) static var requestCount = 0
}
