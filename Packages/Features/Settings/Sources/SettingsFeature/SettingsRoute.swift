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
    /// It reads the parts `url` already parsed rather than parsing its text again.
    public init?(url: URL) {
        guard url.scheme?.lowercased() == "app",
            url.host(percentEncoded: true)?.lowercased() == "settings",
            url.user(percentEncoded: true) == nil, url.password(percentEncoded: true) == nil,
            url.port == nil, url.query(percentEncoded: true) == nil,
            url.fragment(percentEncoded: true) == nil
        else { return nil }
        let path = url.path(percentEncoded: true)
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
