/// A route of some feature, as the app holds it: the feature's name and the feature's own route.
public struct AnyFeatureRoute: Hashable, Sendable, CustomStringConvertible {
    /// The name of the feature the route belongs to.
    public let feature: String
    /// The feature's own route.
    public let base: any FeatureRoute

    /// `base`, a route of the feature named `feature`.
    public init(feature: String, _ base: some FeatureRoute) {
        self.feature = feature
        self.base = base
    }

    /// What analytics call the place.
    public var analyticsName: String { base.analyticsName }

    /// The route as scene storage keeps it; nil only if it does not encode.
    public var stored: JSONValue? { JSONValue(encoding: base) }

    public var description: String { "\(feature):\(base)" }

    public static func == (lhs: AnyFeatureRoute, rhs: AnyFeatureRoute) -> Bool {
        lhs.feature == rhs.feature && lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(feature)
        base.hash(into: &hasher)
    }
}

extension FeatureRoute {
    fileprivate func isEqual(to other: any FeatureRoute) -> Bool {
        (other as? Self) == self
    }
}
