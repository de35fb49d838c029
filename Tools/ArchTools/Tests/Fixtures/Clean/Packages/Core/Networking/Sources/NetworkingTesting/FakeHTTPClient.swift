import Foundation
import Networking

/// Answers every request with the same data.
public struct FakeHTTPClient: HTTPClient {
    let data: Data

    public func send(_ request: URLRequest) async throws -> Data {
        data
    }
}
