import FeatureKit
import Services

extension __NAME__Route {
    /// Whether the item still exists, asked of the feature's service; the list always does.
    func check(with service: any __NAME__Service) async -> RouteCheck {
        guard case .item(let id) = self else { return .found }
        do {
            _ = try await service.item(id: id)
            return .found
        } catch {
            let message = error.localizedDescription
            return error == .notFound ? .gone(message) : .unknown(message)
        }
    }
}
