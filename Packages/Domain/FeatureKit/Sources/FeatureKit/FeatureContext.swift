import Design
import Models

/// What the app gives each content it makes: who is signed in, and where the feature reports.
public struct FeatureContext<Output: FailureReporting & Sendable>: Sendable {
    /// The signed-in user the feature works for, as the app knows them now.
    public let user: User
    /// Where the feature's outputs go: its own output type, which its registration maps for the app.
    public let output: @MainActor @Sendable (Output) async -> Void

    /// A context for `user`, reporting to `output`.
    public init(user: User, output: @escaping @MainActor @Sendable (Output) async -> Void) {
        self.user = user
        self.output = output
    }

    /// The same user, reporting `Other` outputs to this context's output through `map`.
    public func mapping<Other>(_ map: @escaping @Sendable (Other) -> Output) -> FeatureContext<Other> {
        let output = output
        return FeatureContext<Other>(user: user) { other in await output(map(other)) }
    }
}
