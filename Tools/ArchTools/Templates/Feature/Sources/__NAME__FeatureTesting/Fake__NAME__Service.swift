import Models
import Services
import ServicesTesting
import __NAME__Feature

/// An in-memory service of the feature, for its tests and demo, scripted as the
/// ServicesTesting fakes are: a call can be made to fail or held, and every call is
/// recorded.
public actor Fake__NAME__Service: __NAME__Service, ScriptableFake {
    /// The methods a test can make fail or hold.
    public enum Method: Hashable, Sendable, CaseIterable {
        case items, item
    }

    /// A call as received.
    public enum Call: Equatable, Sendable {
        case items
        case item(id: ID<__NAME__Item>)
    }

    /// The items the dev backend serves the feature, so the fake and the live app show the same.
    public static let sampleItems: [__NAME__Item] = (1...3).map { number in
        __NAME__Item(
            id: ID("__SLUG__-\(number)")!,
            title: "__TITLE__ \(number)",
            detail: "Item \(number) of 3: a sample the dev backend serves for any collection.")
    }

    /// What the fake does beyond its data: failures, suspensions, and the calls it received.
    public nonisolated let script = FakeScript<Method, Call>()
    /// The items it holds.
    public private(set) var stored: [__NAME__Item]

    /// A fake holding `items`.
    public init(items: [__NAME__Item] = Fake__NAME__Service.sampleItems) {
        stored = items
    }

    /// The items it holds, unless a failure is scripted.
    public func items() async throws(ServiceError) -> [__NAME__Item] {
        try await script.play(.items, .items)
        return stored
    }

    /// The item with `id`; `.notFound` when it holds none.
    public func item(id: ID<__NAME__Item>) async throws(ServiceError)
        -> __NAME__Item
    {
        try await script.play(.item, .item(id: id))
        guard let item = stored.first(where: { $0.id == id }) else { throw .notFound }
        return item
    }

    /// Removes the item with `id`, as if it were deleted on the backend.
    public func remove(id: ID<__NAME__Item>) {
        stored.removeAll { $0.id == id }
    }
}
