import FeatureKit

/// Builds the settings feature from what it depends on; cheap to create.
public struct SettingsFeatureFactory: Sendable {
    private let dependencies: any SettingsFeatureDependencies

    /// A factory for features built from `dependencies`.
    public init(dependencies: any SettingsFeatureDependencies) {
        self.dependencies = dependencies
    }

    /// A new settings feature at its list of sections, for `context`'s user.
    @MainActor
    public func make(context: FeatureContext<SettingsOutput>) -> any SettingsFeatureAPI {
        SettingsStack(dependencies: dependencies, context: context)
    }
}
