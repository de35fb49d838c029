import Foundation

/// The places inside the settings feature a deep link can point at.
public enum SettingsRoute: String, Sendable, Equatable, CaseIterable {
    case root
    case notifications
    case appearance
    case privacy
    case account

    /// Parses `app://settings` and `app://settings/<section>`; anything else (another scheme or
    /// host, a port, user info, a query, a fragment, a trailing slash, an unknown or extra
    /// segment) is nil. Scheme and host ignore case, as in the profile feature's routes; the
    /// section does not.
    public init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == "app",
            components.percentEncodedHost?.lowercased() == "settings",
            components.percentEncodedUser == nil, components.percentEncodedPassword == nil,
            components.port == nil, components.percentEncodedQuery == nil,
            components.percentEncodedFragment == nil
        else { return nil }
        let path = components.percentEncodedPath
        if path.isEmpty {
            self = .root
            return
        }
        guard path.hasPrefix("/"), let section = SettingsRoute(rawValue: String(path.dropFirst())),
            section != .root
        else { return nil }
        self = section
    }

    /// The deep link for this route.
    public var url: URL {
        self == .root ? URL(string: "app://settings")! : URL(string: "app://settings/\(rawValue)")!
    }
}
