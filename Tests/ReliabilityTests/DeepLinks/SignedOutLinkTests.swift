import AppTesting
import FeatureKit
import Models
import PropertyBased
import ServicesTesting
import Testing

@testable import AppCore

/// Links arriving while nobody is signed in never get past the gate: whatever the link, the main
/// window keeps the state's screen and no window opens; documented links are kept, anything else
/// is refused with a reason, and after sign-in only the latest kept link is shown (or, a link to a
/// post the backend does not have, refused as a window for it would be).
@MainActor
struct SignedOutLinkTests {
    /// Shrinking a failing run of thousands of links would replay it thousands of times; the
    /// failure names the link instead.
    @Test(.shrinking(false), arguments: SignedOutState.allCases)
    func noLinkShowsSignedInContentAndOnlyTheLatestValidOneIsAppliedAfterSignIn(state: SignedOutState) async {
        let count = ReliabilityBudget.gatedLinks
        let deliveries = zip(LinkGenerator.random, Gen.int(in: 0...9)).array(of: count...count)
        await propertyCheck(count: 1, input: deliveries) { deliveries in
            let fake = try await state.makeApp()
            try #require(fake.app.state == state.appState, "the app did not reach \(state.appState.name)")
            var latest: (text: String, link: AnyFeatureRoute)?
            var kept = 0
            for (text, pick) in deliveries {
                let window: WindowID? = pick == 0 ? .main : pick == 1 ? .post("p5") : nil
                let before = fake.observer.events.count
                await fake.perform(.open(DeepLink(text), window: window))
                let outcome = fake.observer.events.dropFirst(before).deepLinks.last
                let documented = DocumentedLink.route(text)
                try #require(
                    fake.observer.violation == nil, "\(Self.shown(text)): \(fake.observer.violation ?? "")")
                try #require(
                    fake.app.state == state.appState && fake.app.windows == [.main], "\(Self.shown(text))")
                if let documented, window != .post("p5") {
                    try #require(
                        outcome?.outcome == .deferred,
                        "\(Self.shown(text)) was \(String(describing: outcome))")
                    latest = (text, documented)
                    kept += 1
                } else {
                    try #require(
                        outcome?.outcome == .rejected && outcome?.reason?.isEmpty == false,
                        "\(Self.shown(text))")
                }
            }
            Figures.report(
                "links while \(state.appState.name)", "\(deliveries.count) links", "\(kept) kept",
                "\(deliveries.count - kept) refused")
            let signingIn = fake.observer.events.count
            await state.signIn(fake)
            let reports = fake.observer.events.dropFirst(signingIn).deepLinks
            #expect(fake.app.state.user?.id == state.user.id)
            #expect(fake.observer.violation == nil, "\(fake.observer.violation ?? "")")
            if let latest, latest.link.namesAMissingPost {
                #expect(reports.map(\.outcome) == [.rejected] && reports.first?.url == latest.text)
                #expect(fake.app.screen(of: .main)?.name == "profile")
            } else if let latest {
                #expect(reports.map(\.outcome) == [.applied] && reports.first?.url == latest.text)
                #expect(fake.app.screen(of: .main)?.name == latest.link.screenName(signedInAs: state.user))
            } else {
                #expect(reports.isEmpty)
            }
        }
    }

    @Test func aKeptLinkDoesNotSurviveALogout() async throws {
        let fake = try await SignedOutState.onboarding.makeApp()
        await fake.perform(.open("app://settings/privacy", window: nil))
        await fake.perform(.logout)
        await fake.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(fake.observer.events.deepLinks.map(\.outcome) == [.deferred, .dropped])
        #expect(fake.app.screen(of: .main)?.name == "profile")
        #expect(fake.observer.violation == nil)
    }

    static func shown(_ text: String) -> String {
        DeepLinkRouterFuzzTests.shown(text)
    }
}
