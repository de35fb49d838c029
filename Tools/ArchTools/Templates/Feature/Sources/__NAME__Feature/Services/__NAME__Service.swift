import Models
import Services

/// The feature's own service: its items, from its own endpoint.
public protocol __NAME__Service: Sendable {
    /// Every item, in the order the backend keeps them.
    func items() async throws(ServiceError) -> [__NAME__Item]

    /// One item; `.notFound` when there is none with this ID.
    func item(id: ID<__NAME__Item>) async throws(ServiceError) -> __NAME__Item
}
