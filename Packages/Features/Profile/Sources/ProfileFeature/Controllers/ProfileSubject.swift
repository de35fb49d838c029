import Models
import Services

/// Whose profile a profile screen shows: the signed-in user's, which they can edit, or someone
/// else's.
enum ProfileSubject: Equatable {
    case own(userID: String)
    case other(userID: String)

    var userID: String {
        switch self {
        case .own(let userID), .other(let userID): userID
        }
    }

    var isOwn: Bool {
        if case .own = self { true } else { false }
    }
}

extension ProfileSubject {
    /// The profile as the backend shows it to the signed-in user.
    func fetchProfile(from service: any ProfileService) async throws(ServiceError) -> Profile {
        switch self {
        case .own: try await service.ownProfile()
        case .other(let userID): try await service.profile(userID: userID)
        }
    }
}
