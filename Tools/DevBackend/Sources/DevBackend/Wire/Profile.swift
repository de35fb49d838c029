/// `Profile` in the API document: what anyone may see of a user.
struct Profile: Codable, Equatable {
    let userId: String
    let name: String
    let bio: String
    let postCount: Int
    let isPrivate: Bool
}

/// `ProfileUpdate` in the API document: the fields a user may change, each optional.
struct ProfileUpdate: Codable {
    let name: String?
    let bio: String?
}
