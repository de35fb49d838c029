import Services

/// Builds the profile feature.
public struct ProfileFeatureFactory {
    /// Creates a factory for the feature's dependencies.
    public init(service: any UserService) {}
}
