/// Where a package sits in the architecture, read from its folder.
package enum Layer: Int, Sendable, Comparable, CustomStringConvertible {
    case core
    case models
    case services
    /// `Packages/Domain/FeatureKit`: what the features and the app agree on.
    case featureKit
    case features
    case app
    /// `Tools/`: dev fixtures and tooling, outside the app's layers.
    case tools
    /// A package under `Packages/` that is in none of the layer folders.
    case unknown

    /// The layer of the package in `relativePath` (`""` is the repo root).
    package init(packageAt relativePath: String) {
        let parts = relativePath.split(separator: "/").map(String.init)
        switch (parts.first, parts.dropFirst().first, parts.count) {
        case (nil, _, _): self = .app
        case ("Tools", _, _): self = .tools
        case ("Packages", "Core", 3): self = .core
        case ("Packages", "Domain", 3):
            self = switch parts[2] {
            case "Models": .models
            case "FeatureKit": .featureKit
            default: .services
            }
        case ("Packages", "Features", 3): self = .features
        default: self = .unknown
        }
    }

    package static func < (lhs: Layer, rhs: Layer) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    package var description: String {
        switch self {
        case .core: "Core"
        case .models: "Domain/Models"
        case .services: "Domain/Services"
        case .featureKit: "Domain/FeatureKit"
        case .features: "Features"
        case .app: "App"
        case .tools: "Tools"
        case .unknown: "no layer"
        }
    }

    /// Whether the layer belongs to the app's stack (Core up to App), where direction rules apply.
    package var isAppStack: Bool {
        self != .tools && self != .unknown
    }
}
