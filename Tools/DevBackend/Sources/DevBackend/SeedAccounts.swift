/// The accounts every fresh backend starts with.
public enum SeedAccounts {
    /// The returning user's email.
    public static let alice = "alice@example.com"
}
