import Networking

/// Tracks events and uploads them.
public actor AnalyticsClient {
    private let http: any HTTPClient
    private var pending: [String] = []

    /// Creates a client that uploads through `http`.
    public init(http: any HTTPClient) {
        self.http = http
    }

    /// Queues `event`.
    public func track(_ event: String) {
        pending.append(event)
    }
}
