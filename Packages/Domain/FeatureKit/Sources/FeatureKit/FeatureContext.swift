import Models

/// What the app gives each feature it makes: who is signed in, and where the feature reports.
public struct FeatureContext: Sendable {
    /// The signed-in user the feature works for.
    public let user: User
    /// Where the feature's outputs go; the app decides what each means.
    public let output: @MainActor @Sendable (FeatureOutput) async -> Void

    /// A context for `user`, reporting to `output`.
    public init(user: User, output: @escaping @MainActor @Sendable (FeatureOutput) async -> Void) {
        self.user = user
        self.output = output
    }
}
