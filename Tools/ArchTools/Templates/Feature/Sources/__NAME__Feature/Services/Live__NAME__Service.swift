import Models
import Networking
import Services
import Tracing

/// The live ``__NAME__Service``: the feature's collection on the backend, through the
/// session's client. The dev backend answers it with sample items until the feature has an endpoint of its
/// own; change `path` to that endpoint.
public actor Live__NAME__Service: __NAME__Service {
    /// Where the feature's items are.
    static let path = "/v1/collections/__SLUG__/items"
    /// The most items a page may hold; a longer one is refused as the server breaking the API.
    static let maximumItems = 100

    private let client: any HTTPClient
    private let tracer: any Tracer

    /// A service over `client` (the session's, which signs each request), traced by `tracer`.
    public init(client: any HTTPClient, tracer: any Tracer = InstrumentationSystem.tracer) {
        self.client = client
        self.tracer = tracer
    }

    /// Every item of the feature's collection; more than a page may hold is refused.
    public func items() async throws(ServiceError) -> [__NAME__Item] {
        let page = try await client.request(Endpoint<ItemPage>(method: .get, path: Self.path), tracer: tracer)
        guard page.items.count <= Self.maximumItems else {
            throw .badResponse("\(page.items.count) items where at most \(Self.maximumItems) are allowed")
        }
        return page.items
    }

    /// One item of the feature's collection; an answer about another item is refused.
    public func item(id: ID<__NAME__Item>) async throws(ServiceError)
        -> __NAME__Item
    {
        let endpoint = Endpoint<__NAME__Item>(
            method: .get, path: "\(Self.path)/\(id.rawValue)")
        let item = try await client.request(endpoint, tracer: tracer)
        guard item.id == id else { throw .badResponse("asked for item \(id), got \(item.id)") }
        return item
    }
}

/// The collection's answer: its items.
private struct ItemPage: Decodable, Sendable {
    let items: [__NAME__Item]
}
