/// The requests the backend received: a count per route, taken as each request arrives (so one
/// still held by a delay counts), and the most recent answered requests in order.
struct RequestLog {
    static let capacity = 1_000

    private(set) var recent: [DevBackend.RecordedRequest] = []
    private(set) var counts: [DevBackend.Route: Int] = [:]

    mutating func arrived(_ route: DevBackend.Route?) {
        if let route {
            counts[route, default: 0] += 1
        }
    }

    mutating func append(_ request: DevBackend.RecordedRequest) {
        recent.append(request)
        if recent.count > Self.capacity {
            recent.removeFirst(recent.count - Self.capacity)
        }
    }

    mutating func removeAll() {
        self = RequestLog()
    }
}
