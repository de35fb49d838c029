import Foundation

/// The places inside the settings feature a deep link can point at.
public enum SettingsRoute: String, Sendable, Equatable, CaseIterable {
    case root
    case notifications
    case appearance
    case privacy
    case account

    /// Parses `app://settings` and `app://settings/<section>`.
    public init?(url: URL) {
        guard url.scheme == "app", url.host == "settings" else { return nil }
        let parts = url.path.split(separator: "/").map(String.init)
        switch parts.count {
        case 0: self = .root
        case 1:
            guard let section = SettingsRoute(rawValue: parts[0]), section != .root else { return nil }
            self = section
        default: return nil
        }
    }

    /// The deep link for this route.
    public var url: URL {
        self == .root ? URL(string: "app://settings")! : URL(string: "app://settings/\(rawValue)")!
    }
}
