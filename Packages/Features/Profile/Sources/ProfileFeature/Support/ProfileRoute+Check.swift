import FeatureKit
import Services

extension ProfileRoute {
    func check(with profiles: any ProfileService) async -> RouteCheck {
        do {
            switch self {
            case .own: break
            case .user(let id): _ = try await profiles.profile(userID: id)
            case .post(let id): _ = try await profiles.post(id: id)
            }
            return .found
        } catch {
            let message = error.localizedDescription
            return error == .notFound || error == .privateProfile ? .gone(message) : .unknown(message)
        }
    }
}
