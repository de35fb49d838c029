import AppTesting
import FeatureKit
import Foundation
import Testing

@testable import AppCore

/// The one router from a link to a typed route: every link the app documents parses, and
/// everything else is refused with a reason fit to show.
struct DeepLinkRouterTests {
    /// A link the router must refuse, named for the table.
    struct Refused: CustomTestStringConvertible, Sendable {
        let what: String
        let link: String
        let reason: String

        var testDescription: String { what }
    }

    static let accepted: [(String, AnyFeatureRoute)] = [
        ("app://profile", .profile(.own)),
        ("app://profile/u-bob", .profile(.user(id: "u-bob"))),
        ("app://post/p5", .profile(.post(id: "p5"))),
        ("app://settings", .settings(.root)),
        ("app://settings/notifications", .settings(.notifications)),
        ("app://settings/appearance", .settings(.appearance)),
        ("app://settings/privacy", .settings(.privacy)),
        ("app://settings/account", .settings(.account)),
    ]

    static let post = "\"post\" links look like app://post/<postID>"
    static let profile = "\"profile\" links look like app://profile or app://profile/<userID>"
    static let settings = "\"settings\" links look like app://settings or app://settings/<section>"

    static let refused: [Refused] = [
        Refused(what: "empty", link: "", reason: "it is not a link"),
        Refused(what: "no scheme", link: "profile", reason: "it is not a link"),
        Refused(what: "wrong scheme", link: "https://profile", reason: "only app:// links open in the app"),
        Refused(what: "a file", link: "file:///etc/passwd", reason: "only app:// links open in the app"),
        Refused(what: "no host", link: "app://", reason: "the link does not say where to go"),
        Refused(what: "empty host", link: "app:///post/p5", reason: "the link does not say where to go"),
        Refused(what: "unknown host", link: "app://feed", reason: "the app has no \"feed\" screen"),
        Refused(what: "missing ID", link: "app://post", reason: post),
        Refused(what: "empty ID", link: "app://post/", reason: post),
        Refused(what: "extra segment on a post", link: "app://post/p5/comments", reason: post),
        Refused(what: "extra segment on a profile", link: "app://profile/u-bob/posts", reason: profile),
        Refused(
            what: "extra segment on a section", link: "app://settings/notifications/push", reason: settings),
        Refused(what: "unknown section", link: "app://settings/billing", reason: settings),
        Refused(what: "space in an ID", link: "app://post/p%205", reason: post),
        Refused(what: "query", link: "app://post/p5?share=1", reason: post),
        Refused(what: "fragment", link: "app://post/p5#top", reason: post),
        Refused(what: "port", link: "app://post:8080/p5", reason: post),
        Refused(what: "path traversal", link: "app://post/../settings", reason: post),
        Refused(what: "encoded path traversal", link: "app://profile/..%2Fsettings", reason: profile),
        Refused(what: "ID too long", link: "app://post/" + String(repeating: "a", count: 65), reason: post),
        Refused(
            what: "huge", link: "app://post/" + String(repeating: "a", count: 3000),
            reason: "the link is too long"),
        Refused(what: "unicode ID", link: "app://post/pé", reason: post),
        Refused(what: "unicode host", link: "app://pöst/p5", reason: "the app has no \"xn--pst-sna\" screen"),
        Refused(what: "control character", link: "app://post/p5\u{7}", reason: post),
    ]

    @Test(arguments: accepted)
    func everyDocumentedLinkParses(link: String, route: AnyFeatureRoute) {
        #expect(appRouter.route(DeepLink(link)) == .success(route))
    }

    @Test(arguments: refused)
    func anythingElseIsRefusedWithAReason(_ refused: Refused) {
        #expect(
            appRouter.route(DeepLink(refused.link)) == .failure(DeepLinkRouter.Rejection(reason: refused.reason)))
    }

    @Test func schemeAndHostIgnoreCaseAsTheFeatureRoutesDo() {
        #expect(appRouter.route("APP://Post/p5") == .success(.profile(.post(id: "p5"))))
        #expect(appRouter.route("App://PROFILE/u-bob") == .success(.profile(.user(id: "u-bob"))))
    }

    @Test func aReasonCutsALongPartOfTheLinkShort() {
        let host = String(repeating: "x", count: 60)
        let reason = "the app has no \"" + String(repeating: "x", count: 32) + "…\" screen"
        #expect(appRouter.route("app://\(host)") == .failure(DeepLinkRouter.Rejection(reason: reason)))
    }
}
