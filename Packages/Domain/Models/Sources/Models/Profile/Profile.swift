/// A user's public face: name, bio, how many posts they have, and whether the profile is private.
public struct Profile: Codable, Equatable, Sendable {
    /// The name shown for someone who has no usable name.
    public static let fallbackDisplayName = "Unnamed"

    /// The ID of the user this profile belongs to.
    public let userId: ID<User>
    /// The display name as entered; may be empty.
    public let name: String
    /// A short self-description; may be empty.
    public let bio: String
    /// How many posts the user has.
    public let postCount: Int
    /// Whether only the user may see the profile's details.
    public let isPrivate: Bool

    /// Creates a profile.
    public init(userId: ID<User>, name: String, bio: String, postCount: Int, isPrivate: Bool) {
        self.userId = userId
        self.name = name
        self.bio = bio
        self.postCount = postCount
        self.isPrivate = isPrivate
    }

    /// Decodes a profile the backend sent, held to the model's rules.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userId = try container.decode(ID<User>.self, forKey: .userId)
        name = try container.decodeLine(.name, maxLength: Validation.displayNameLength.upperBound)
        bio = try container.decodeLine(.bio, maxLength: Validation.bioMaxLength)
        postCount = try container.decodeCount(.postCount)
        isPrivate = try container.decode(Bool.self, forKey: .isPrivate)
    }

    /// The name to show: the trimmed name, or `fallbackDisplayName` when it is empty.
    public var displayName: String {
        name.trimmed.isEmpty ? Self.fallbackDisplayName : name.trimmed
    }

    /// A copy with a new name.
    public func with(name: String) -> Profile {
        Profile(userId: userId, name: name, bio: bio, postCount: postCount, isPrivate: isPrivate)
    }

    /// A copy with a new bio.
    public func with(bio: String) -> Profile {
        Profile(userId: userId, name: name, bio: bio, postCount: postCount, isPrivate: isPrivate)
    }

    /// A copy made private or public.
    public func with(isPrivate: Bool) -> Profile {
        Profile(userId: userId, name: name, bio: bio, postCount: postCount, isPrivate: isPrivate)
    }
}
