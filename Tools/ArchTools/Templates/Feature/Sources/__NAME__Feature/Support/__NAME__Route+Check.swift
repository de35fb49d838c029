import FeatureKit
import Services

extension __NAME__Route {
    /// Whether the user still exists, asked of the backend; the own summary always does.
    func check(with profiles: any ProfileService) async -> RouteCheck {
        guard case .user(let id) = self else { return .found }
        do {
            _ = try await profiles.profile(userID: id)
            return .found
        } catch {
            let message = error.localizedDescription
            return error == .notFound ? .gone(message) : .unknown(message)
        }
    }
}
