import AppTesting
import ProfileFeature
import PropertyBased
import SettingsFeature
import Testing

@testable import AppCore

/// The router takes any text without crashing, accepts exactly the documented links (compared
/// with an independent parse), and says why it refuses everything else in one printable line.
struct DeepLinkRouterFuzzTests {
    @Test func theRouterAcceptsExactlyTheDocumentedLinksAndExplainsEveryRefusal() async {
        let tally = LinkTally()
        await propertyCheck(count: ReliabilityBudget.links, input: LinkGenerator.random) { text in
            let expected = DocumentedLink.route(text)
            let documented = expected.map { "\($0)" } ?? "no"
            switch appRouter.route(DeepLink(text)) {
            case .success(let link):
                tally.accepted.add()
                #expect(
                    link == expected,
                    "the router took \(Self.shown(text)) for \(link); documented: \(documented)"
                )
            case .failure(let rejection):
                tally.refused.add()
                #expect(
                    expected == nil,
                    "the router refused \(Self.shown(text)) (\(rejection.reason)); documented: \(documented)"
                )
                #expect(
                    Self.isShowable(rejection.reason),
                    "the reason for \(Self.shown(text)) is not one short printable line: \(rejection.reason)")
            }
        }
        let (accepted, refused) = (tally.accepted.value, tally.refused.value)
        Figures.report(
            "deep-link router", "\(accepted + refused) links", "\(accepted) accepted", "\(refused) refused")
        #expect(tally.accepted.value > 0 && tally.refused.value > 0)
    }

    @Test func everyAcceptedRouteSurvivesARoundTripThroughItsURL() async {
        await propertyCheck(count: ReliabilityBudget.links / 10, input: LinkGenerator.random) { text in
            guard case .success(let link) = appRouter.route(DeepLink(text)) else { return }
            let canonical = ((link.base as? ProfileRoute)?.url ?? (link.base as? SettingsRoute)?.url)?.absoluteString ?? ""
            #expect(appRouter.route(DeepLink(canonical)) == .success(link), "\(Self.shown(text)) → \(canonical)")
        }
    }

    /// A reason fit to show: not empty, one line of printable text, not endless.
    static func isShowable(_ reason: String) -> Bool {
        !reason.isEmpty && reason.count <= 200
            && reason.unicodeScalars.allSatisfy { !$0.properties.generalCategory.isControlOrFormat }
    }

    /// Link text for a failure message: escaped, and cut short when long.
    static func shown(_ text: String) -> String {
        let escaped = text.unicodeScalars.prefix(120).map { $0.escaped(asASCII: true) }.joined()
        return "\"\(escaped)\"" + (text.unicodeScalars.count > 120 ? "…(\(text.utf8.count) bytes)" : "")
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControlOrFormat: Bool {
        self == .control || self == .format || self == .lineSeparator || self == .paragraphSeparator
    }
}
