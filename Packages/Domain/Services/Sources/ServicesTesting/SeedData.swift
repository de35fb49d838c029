import Foundation
import Models

/// The dev backend's seed as Models values, so fakes start where a fresh backend does.
public enum SeedData {
    /// Every seeded account's password.
    public static let password = "correct-horse"

    /// A returning user with onboarding done.
    public static let alice = User(id: "u-alice", email: "alice@example.com", name: "Alice Example", onboardingCompleted: true)
    /// A first-time user whose saved onboarding step is welcome.
    public static let newbie = User(id: "u-newbie", email: "newbie@example.com", name: "Newbie", onboardingCompleted: false)
    /// Another returning user, whose profile and posts others view.
    public static let bob = User(id: "u-bob", email: "bob@example.com", name: "Bob Builder", onboardingCompleted: true)

    /// The three seeded users.
    public static let users = [alice, newbie, bob]

    /// The settings every seeded user starts with: push on, email off, system appearance, public.
    public static let settings = Settings(
        notifications: Settings.Notifications(push: true, email: false),
        appearance: .system,
        privacy: Settings.Privacy(profile: .public)
    )

    /// A seeded user's posts, newest first (empty for anyone else).
    public static func posts(of userID: ID<User>) -> [Post] {
        switch userID {
        case alice.id: posts(prefix: "p", count: 45, author: alice)
        case bob.id: posts(prefix: "b", count: 12, author: bob)
        default: []
        }
    }

    /// A seeded user's profile as the user sees it.
    public static func profile(of user: User) -> Profile {
        Profile(userId: user.id, name: user.name, bio: bio(of: user.id), postCount: posts(of: user.id).count, isPrivate: false)
    }

    /// A seeded user's saved onboarding progress.
    public static func onboarding(of user: User) -> OnboardingProgress {
        user.onboardingCompleted
            ? OnboardingProgress(step: .complete, completed: true)
            : OnboardingProgress(step: .welcome, completed: false)
    }

    private static func bio(of userID: ID<User>) -> String {
        switch userID {
        case alice.id: "Writes about modular apps."
        case bob.id: "Can we fix it? Yes we can."
        default: ""
        }
    }

    private static func posts(prefix: String, count: Int, author: User) -> [Post] {
        let first = Date(timeIntervalSince1970: 1_767_258_000)
        return (1...count).reversed().map { number in
            Post(
                id: ID("\(prefix)\(number)")!,
                authorId: author.id,
                title: "\(author.name) #\(number)",
                body: "Post number \(number) by \(author.name).",
                createdAt: first.addingTimeInterval(TimeInterval(number - 1) * 86_400)
            )
        }
    }
}
