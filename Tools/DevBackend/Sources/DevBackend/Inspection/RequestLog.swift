/// The requests the backend received: a count per route, and the most recent requests in order.
struct RequestLog {
    static let capacity = 10_000

    private(set) var recent: [DevBackend.RecordedRequest] = []
    private(set) var counts: [DevBackend.Route: Int] = [:]

    mutating func append(_ request: DevBackend.RecordedRequest) {
        if let route = request.route {
            counts[route, default: 0] += 1
        }
        recent.append(request)
        if recent.count > Self.capacity {
            recent.removeFirst(recent.count - Self.capacity)
        }
    }

    mutating func removeAll() {
        self = RequestLog()
    }
}
