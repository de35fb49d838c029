/// The accounts every fresh backend starts with (see `docs/conventions.md`).
public enum SeedAccounts {
    /// One seeded account's sign-in and identity.
    public struct Account: Sendable {
        public let id: String
        public let email: String
        public let name: String
    }

    /// The password of every seeded account.
    public static let password = "correct-horse"
    /// A returning user: onboarding done, 45 posts `p1`…`p45`, `p45` newest.
    public static let alice = Account(id: "u-alice", email: "alice@example.com", name: "Alice Example")
    /// A first-time user whose saved onboarding step is `welcome`; no posts.
    public static let newbie = Account(id: "u-newbie", email: "newbie@example.com", name: "Newbie")
    /// Another returning user whose profile and 12 posts `b1`…`b12` others can view.
    public static let bob = Account(id: "u-bob", email: "bob@example.com", name: "Bob Builder")
}
