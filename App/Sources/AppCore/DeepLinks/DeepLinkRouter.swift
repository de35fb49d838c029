import Foundation
import FeatureKit
import Models

/// The one place a link becomes a route, read by the feature that owns its host.
struct DeepLinkRouter: Sendable {
    struct Rejection: Error, Equatable {
        let reason: String
    }

    private struct Destination: Sendable {
        let usage: String
        let route: @Sendable (AppLink) -> AnyFeatureRoute?
    }

    private let destinations: [String: Destination]

    init(features: [AnyFeature]) {
        var destinations: [String: Destination] = [:]
        for feature in features {
            for link in feature.links {
                destinations[link.host] = Destination(usage: link.usage, route: feature.route(for:))
            }
        }
        self.destinations = destinations
    }

    func route(_ link: DeepLink) -> Result<AnyFeatureRoute, Rejection> {
        guard link.text.utf8.count <= DeepLink.maximumLength else {
            return .failure(Rejection(reason: "the link is too long"))
        }
        guard let url = link.url, url.scheme != nil else {
            return .failure(Rejection(reason: "it is not a link"))
        }
        if Self.writesHostPlainly(link.text), let appLink = AppLink(url: url),
            let route = destinations[appLink.host]?.route(appLink)
        {
            return .success(route)
        }
        return .failure(Rejection(reason: reason(refusing: url)))
    }

    private func reason(refusing url: URL) -> String {
        guard url.scheme?.lowercased() == "app" else { return "only app:// links open in the app" }
        guard let host = url.host?.lowercased(), !host.isEmpty else { return "the link does not say where to go" }
        guard let destination = destinations[host] else { return "the app has no \(Self.quoted(host)) screen" }
        return "\(Self.quoted(host)) links look like \(destination.usage)"
    }

    /// Whether the host is written in ASCII: URL parsing maps look-alike letters and drops invisible ones.
    private static func writesHostPlainly(_ text: String) -> Bool {
        guard let start = text.range(of: "://")?.upperBound else { return false }
        return text[start...].prefix { !"/?#".contains($0) }.unicodeScalars.allSatisfy(\.isASCII)
    }

    private static func quoted(_ part: String) -> String {
        let printable = part.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }
        let text = String(String.UnicodeScalarView(printable.prefix(32)))
        return "\"\(text)\(printable.count > 32 ? "…" : "")\""
    }
}
