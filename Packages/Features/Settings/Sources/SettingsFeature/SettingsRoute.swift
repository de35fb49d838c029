import FeatureKit
import Foundation
import Models

/// The places inside the settings feature a deep link can point at: the list of sections, or one section.
public enum SettingsRoute: String, CaseIterable, FeatureRoute {
    case root
    case notifications
    case appearance
    case privacy
    case account

    /// Reads `app://settings` and `app://settings/<section>`, the section spelled as its case.
    public init?(link: AppLink) {
        guard link.host == "settings" else { return nil }
        guard let item = link.item else {
            self = .root
            return
        }
        guard let section = SettingsRoute(rawValue: item), section != .root else { return nil }
        self = section
    }

    /// The route `url` links to; nil for anything `init?(link:)` refuses or that is no `AppLink`.
    public init?(url: URL) {
        guard let link = AppLink(url: url) else { return nil }
        self.init(link: link)
    }

    public var link: AppLink {
        AppLink(host: "settings", item: self == .root ? nil : rawValue)
    }

    /// The deep link for this route.
    public var url: URL { link.url }

    /// What analytics call the place: the list or a section, never which one.
    public var analyticsName: String {
        self == .root ? "settings" : "settings_section"
    }

    static let sections = allCases.filter { $0 != .root }

    var screenName: String {
        self == .root ? "settings" : "settings:\(rawValue)"
    }

    var title: String {
        self == .root ? "Settings" : rawValue.capitalized
    }

    var keys: [SettingsKey] {
        switch self {
        case .root, .account: []
        case .notifications: [.notificationsPush, .notificationsEmail]
        case .appearance: [.appearance]
        case .privacy: [.privacyProfile]
        }
    }
}
