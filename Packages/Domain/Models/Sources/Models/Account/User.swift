/// A signed-in account, as the backend describes it.
public struct User: Codable, Equatable, Sendable {
    /// The stable user ID (`u-alice`).
    public let id: ID<User>
    /// The sign-in email address.
    public let email: String
    /// The display name as entered; may be empty.
    public let name: String
    /// Whether the user has finished first-run onboarding.
    public let onboardingCompleted: Bool

    /// Creates a user.
    public init(id: ID<User>, email: String, name: String, onboardingCompleted: Bool) {
        self.id = id
        self.email = email
        self.name = name
        self.onboardingCompleted = onboardingCompleted
    }

    /// The name to show: the trimmed name, else the email's local part, else a neutral fallback.
    public var displayName: String {
        if !name.trimmed.isEmpty { return name.trimmed }
        let localPart = email.split(separator: "@", omittingEmptySubsequences: false).first.map(String.init)
        if let localPart, !localPart.trimmed.isEmpty { return localPart.trimmed }
        return Profile.fallbackDisplayName
    }

    /// Whether the user still has to go through onboarding.
    public var needsOnboarding: Bool { !onboardingCompleted }

    /// A copy with a new name (after a profile edit).
    public func with(name: String) -> User {
        User(id: id, email: email, name: name, onboardingCompleted: onboardingCompleted)
    }

    /// Decodes a user the backend sent, held to the model's rules.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID<User>.self, forKey: .id)
        email = try container.decodeLine(.email, maxLength: Validation.emailMaxLength)
        name = try container.decodeLine(.name, maxLength: Validation.displayNameLength.upperBound)
        onboardingCompleted = try container.decode(Bool.self, forKey: .onboardingCompleted)
    }

    /// A copy with onboarding marked finished or not.
    public func with(onboardingCompleted: Bool) -> User {
        User(id: id, email: email, name: name, onboardingCompleted: onboardingCompleted)
    }
}
